import { APPLICATION_STAGES, type ApplicationStage } from "@staffing/shared";
import { pickOne, readListView } from "~/admin/lib/list-view";

/**
 * What the applications list shows, kept in the URL (a reload or a shared link opens the same
 * list; the Jobs screen links to one job's applications): the job, the stage, the assignee (`me`,
 * `none` or a staff member's id), only the overdue ones, the search and the page. Unknown values
 * read as none, as every list's do.
 */
export interface ApplicationView {
  jobId?: string;
  stage?: ApplicationStage;
  assignee?: string;
  overdue?: true;
  q?: string;
  page?: number;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function applicationView(search: Record<string, unknown>): ApplicationView {
  const view: ApplicationView = {};
  const { q } = readListView(search, []);
  if (q) view.q = q;
  if (typeof search.jobId === "string" && ID.test(search.jobId)) view.jobId = search.jobId;
  const stage = pickOne(search.stage, APPLICATION_STAGES);
  if (stage) view.stage = stage;
  const assignee = search.assignee;
  if (assignee === "me" || assignee === "none" || (typeof assignee === "string" && ID.test(assignee)))
    view.assignee = assignee;
  if (search.overdue === true || search.overdue === "true") view.overdue = true;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) view.page = page;
  return view;
}

/** The server's filters for a view, the stage left out (the counts are per stage). */
export function applicationFilters(view: ApplicationView) {
  return {
    ...(view.jobId ? { jobId: view.jobId } : {}),
    ...(view.assignee ? { assignee: view.assignee } : {}),
    ...(view.overdue ? { overdue: "true" as const } : {}),
    ...(view.q ? { q: view.q } : {}),
  };
}

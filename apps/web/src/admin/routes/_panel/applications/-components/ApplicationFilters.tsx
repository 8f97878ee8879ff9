import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { ADMIN_APPLICATIONS as T } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { FilterSelect } from "~/admin/components/FilterSelect";
import { useTRPC } from "~/admin/lib/trpc";
import type { ApplicationView } from "./application-view";

// The job menu lists the most recently changed jobs; a job further back is still shown when chosen
// (from the Jobs screen's link), by its title.
const JOB_CHOICES = 100;

/** Beside the search box: the job (by title), the assignee (me, nobody, a person) and overdue only. */
export function ApplicationFilters({
  view,
  onChange,
}: {
  view: ApplicationView;
  onChange: (change: Partial<ApplicationView>) => void;
}) {
  const trpc = useTRPC();
  const jobs = useQuery(trpc.jobs.list.queryOptions({ limit: JOB_CHOICES })).data?.items ?? [];
  const listed = !view.jobId || jobs.some((job) => job.id === view.jobId);
  const chosen = useQuery({
    ...trpc.jobs.byId.queryOptions({ id: view.jobId ?? "" }),
    enabled: Boolean(view.jobId) && jobs.length > 0 && !listed,
  }).data;
  const jobOptions = [
    ...jobs.map((job) => ({ value: job.id, label: job.title })),
    ...(!listed && chosen && view.jobId ? [{ value: view.jobId, label: chosen.title }] : []),
  ];
  const people = useQuery(trpc.applications.assignees.queryOptions()).data ?? [];
  const assigneeOptions = [
    { value: "me", label: T.me },
    { value: "none", label: T.nobody },
    ...people.map((person) => ({ value: person.id, label: person.name })),
  ];
  return (
    <>
      <FilterSelect
        label={T.jobFilter}
        allLabel={T.allJobs}
        // Until the job's title is known, the menu shows all jobs rather than an empty choice.
        value={jobOptions.some((option) => option.value === view.jobId) ? view.jobId : undefined}
        options={jobOptions}
        onChange={(jobId) => onChange({ jobId })}
      />
      <FilterSelect
        label={T.assigneeFilter}
        allLabel={T.anyone}
        value={assigneeOptions.some((option) => option.value === view.assignee) ? view.assignee : undefined}
        options={assigneeOptions}
        onChange={(assignee) => onChange({ assignee })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(view.overdue)}
            onChange={(event) => onChange({ overdue: event.target.checked ? true : undefined })}
          />
        }
        label={T.overdueFilter}
      />
    </>
  );
}

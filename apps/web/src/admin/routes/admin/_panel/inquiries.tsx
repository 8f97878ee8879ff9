import { ADMIN_TITLES, INQUIRY_STATUSES, type InquiryStatus } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { InquiriesScreen } from "../../../screens/InquiriesScreen";

export interface InquirySearch {
  status?: InquiryStatus;
  q?: string;
  /** Only those past their reply-by time without a reply. */
  overdue?: true;
  /** Only those assigned to the reader. */
  mine?: true;
}

// The server's limit on the search text (inquiryFilterInput).
const SEARCH_MAX_LENGTH = 200;

/**
 * The list's filters live in the URL, so a filtered list survives a reload and can be shared: an
 * unknown status reads as all, an empty search as none. Checked by hand rather than with zod: route
 * options load with the router, and a zod schema here would put zod in every public page's script.
 */
export function inquirySearch(search: Record<string, unknown>): InquirySearch {
  const parsed: InquirySearch = {};
  const status = INQUIRY_STATUSES.find((value) => value === search.status);
  if (status) parsed.status = status;
  // The router reads `?q=2024` as a number: a search for digits is still a search.
  const raw = typeof search.q === "number" ? String(search.q) : search.q;
  const q = typeof raw === "string" ? raw.trim().slice(0, SEARCH_MAX_LENGTH) : "";
  if (q) parsed.q = q;
  if (search.overdue === true || search.overdue === "true") parsed.overdue = true;
  if (search.mine === true || search.mine === "true") parsed.mine = true;
  return parsed;
}

export const Route = createFileRoute("/admin/_panel/inquiries")({
  validateSearch: inquirySearch,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.inquiries} | ${ADMIN_TITLES.panel}` }] }),
  component: InquiriesScreen,
});

import { isScheduled } from "~/admin/lib/dates";

/** A page's or post's state as staff say it: on the site, waiting for its moment, or not yet out. */
export const CONTENT_STATES = ["published", "scheduled", "draft"] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export function contentState(item: { isPublished: boolean; publishedAt: string | null }): ContentState {
  if (isScheduled(item)) return "scheduled";
  return item.isPublished ? "published" : "draft";
}

/** The order "Status" sorts by, A to Z: drafts, then what is scheduled, then what is live. */
export const CONTENT_STATE_RANK: Record<ContentState, number> = { draft: 0, scheduled: 1, published: 2 };

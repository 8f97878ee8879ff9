// The candidate side's vocabulary (issue 30): an application's stages and limits, written once for
// the API, the database, the form, the panel and the mails.

/** Where an application stands in the pipeline, in the order a candidate moves through it. */
export const APPLICATION_STAGES = ["new", "screening", "interview", "offer", "placed", "rejected"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  placed: "Placed",
  rejected: "Rejected",
};

/** A cover note is optional and at most this long. */
export const APPLICATION_COVER_NOTE_MAX = 5000;
export const APPLICATION_PHONE_MAX = 40;

/** Applications still `new` this long after they came in are overdue: nobody has looked at them. */
export const APPLICATION_OVERDUE_DAYS = 2;

/** The admin list's largest page and the most applications one bulk stage change moves. */
export const APPLICATION_PAGE_SIZE_MAX = 200;
export const APPLICATION_BULK_MAX = 500;

/** The default of the environment's APPLICATION_RETENTION_DAYS (the rate limits: RATE_LIMITS). */
export const APPLICATION_RETENTION_DAYS_DEFAULT = 365;

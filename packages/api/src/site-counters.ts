/**
 * What the server counts for its metrics (/metrics) as procedures run. Defined here, implemented by
 * the server, so procedures never know about Prometheus.
 */
export interface SiteCounters {
  /** A new inquiry was stored (not a repeat of an idempotency key, not a bot's). */
  inquiryReceived(): void;
}

/** Counts nothing: for procedure tests and callers without metrics. */
export const NO_COUNTERS: SiteCounters = { inquiryReceived: () => {} };

export { type Context, createInnerContext, createRequestContextFactory, type RequestInfo } from "./context";
export { siteMailComposers } from "./mail-composers";
export {
  NO_RATE_LIMITS,
  type RateLimitedAction,
  type RateLimiter,
  type RateLimits,
  RetryAfter,
} from "./rate-limits";
export { type AppRouter, appRouter, createCaller } from "./root";
export { recordChange } from "./services/audit-log";
export { encodeCursor as inquiryCursor, findInquiry } from "./services/inquiries";
export { type SubscriberRecord, subscriberCursor } from "./services/newsletter";

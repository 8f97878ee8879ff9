export { type Context, createInnerContext, createRequestContextFactory, type RequestInfo } from "./context";
export { type InquiryNotifications, inquiryNotificationEmail, NO_NOTIFICATIONS } from "./notifications";
export {
  NO_RATE_LIMITS,
  type RateLimitedAction,
  type RateLimiter,
  type RateLimits,
  RetryAfter,
} from "./rate-limits";
export { type AppRouter, appRouter, createCaller } from "./root";
export { encodeCursor as inquiryCursor, findInquiry } from "./services/inquiries";

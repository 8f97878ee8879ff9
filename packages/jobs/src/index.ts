export {
  defineJobKind,
  type JobGroup,
  type JobKind,
  type JobRun,
  type PriorityClass,
  type QueueableKind,
  type RetryPolicy,
} from "./kind";
export { type Jobs, NO_JOBS, type QueueStatus } from "./outbox";
export { type Registration, runs } from "./registration";
export { type JobLogger, type JobObserver, POLL_MS } from "./runner";
export { JobSystem, type JobSystemOptions, type StartOptions } from "./system";

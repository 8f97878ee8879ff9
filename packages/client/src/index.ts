export type { ApiErrorShape, ClientRouter as AppRouter } from "@staffing/api";
export { TRPCClientError } from "@trpc/client";
export {
  type AnonymousAccess,
  createStaffingClient,
  type PasswordSignIn,
  type RouterInputs,
  type RouterOutputs,
  type StaffingClient,
  type StaffingClientOptions,
  type TokenSignIn,
} from "./client";
export { CLIENT_MESSAGES, StaffingSignInError } from "./messages";
export type { components as RestComponents, paths as RestPaths } from "./rest/openapi.gen";
export type { StaffingRest } from "./rest/rest-client";
export type { PasswordCredentials } from "./session";

export { type AuditChange, type AuditRecorder, factorRecord } from "./audit";
export {
  type AuthenticatedUser,
  type Authenticator,
  embeddedAuthenticator,
  hostedAuthenticator,
} from "./authenticator";
export { DemoCredentialsCheck } from "./demo-credentials";
export { AuthProviderError, INVALID_CREDENTIALS_MESSAGE, SignInUnavailable } from "./errors";
export {
  HOSTED_ANSWER_TEXTS,
  otpDisabled,
  PROVIDER_HEALTH,
  reauthenticationNotSent,
  resend,
  signupDisabled,
} from "./hosted-answers";
export { EMAIL_TOO_LONG, PASSWORD_TOO_LONG } from "./input";
export { accountMailComposers } from "./mail-composers";
export { factorsOf, removeFactorsOf } from "./mfa";
export { assertPasswordStrength, hashPassword } from "./passwords";
export { type ClientInfo, EmbeddedAuthProvider, type EmbeddedProviderOptions } from "./provider";
export { listLiveSessions, revokeAllSessionsOf, type SignOutScope } from "./sessions";
export { KEY_REFRESH_SECONDS, type Rotation, rotateSigningKeys, SigningKeys } from "./signing-keys";
export { DEFAULT_THROTTLE_POLICY, type ThrottlePolicy } from "./throttle";
export { USER_METADATA_MAX_BYTES, USER_METADATA_TEXTS } from "./user-metadata";
export {
  createUser,
  ensureFirstAdmin,
  findFirstAdmin,
  findUserByEmail,
  findUserById,
  hasAnyUser,
  type NewAccount,
} from "./users";
export {
  ACCESS_TOKEN_SECONDS,
  AUDIENCE,
  EMBEDDED_PROVIDER_SETTINGS,
  type GoTrueSession,
  type GoTrueSettings,
  type GoTrueUser,
} from "./wire";

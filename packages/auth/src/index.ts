export {
  type AuthenticatedUser,
  type Authenticator,
  embeddedAuthenticator,
  hostedAuthenticator,
} from "./authenticator";
export { AuthProviderError, INVALID_CREDENTIALS_MESSAGE } from "./errors";
export { assertPasswordStrength, hashPassword } from "./passwords";
export { type ClientInfo, EmbeddedAuthProvider } from "./provider";
export { revokeAllSessionsOf, type SignOutScope } from "./sessions";
export { SigningKeys } from "./signing-keys";
export { DEFAULT_THROTTLE_POLICY, type ThrottlePolicy } from "./throttle";
export {
  createUser,
  ensureFirstAdmin,
  findFirstAdmin,
  findUserByEmail,
  hasAnyUser,
  type NewAccount,
} from "./users";
export { ACCESS_TOKEN_SECONDS, AUDIENCE, type GoTrueSession, type GoTrueUser } from "./wire";

import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MIN_LENGTH } from "@staffing/shared";
import { AuthProviderError } from "./errors";
import { PASSWORD_TOO_SHORT } from "./input";

// argon2id (the library's default) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** GoTrue's answer to a password that is too short: 422 weak_password, the reason named. */
export function assertPasswordStrength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AuthProviderError(422, "weak_password", PASSWORD_TOO_SHORT, undefined, {
      weak_password: { reasons: ["length"], message: PASSWORD_TOO_SHORT },
    });
  }
}

export function hashPassword(password: string): Promise<string> {
  assertPasswordStrength(password);
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Unknown accounts are checked against this hash, so they take as long to refuse as known ones.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hash("decoy-password-never-matches", ARGON2_OPTIONS);
  await verifyPassword(await decoyHash, password);
  return false;
}

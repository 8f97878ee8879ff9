import type { Database } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { NO_JOBS } from "@staffing/jobs";
import { NO_MAIL_RECIPIENT_LIMIT } from "@staffing/mail";
import { TOTP } from "otpauth";
import { EmbeddedAuthProvider } from "./provider";
import { SigningKeys } from "./signing-keys";
import type { ThrottlePolicy } from "./throttle";

export interface TestProvider {
  db: Database;
  provider: EmbeddedAuthProvider;
  close(): Promise<void>;
}

/**
 * The embedded provider on a throwaway database, as the server builds it but sending no mail and
 * auditing nothing: for tests of the provider's own rules, without HTTP.
 */
export async function startTestProvider(
  options: { throttlePolicy?: Partial<ThrottlePolicy> } = {},
): Promise<TestProvider> {
  const database = await createTestDatabase();
  const provider = new EmbeddedAuthProvider({
    db: database.db,
    keys: await SigningKeys.load(database.db),
    siteUrl: "http://localhost:3000",
    jobs: NO_JOBS,
    mailsPerRecipient: NO_MAIL_RECIPIENT_LIMIT,
    audit: async () => {},
    throttlePolicy: options.throttlePolicy,
  });
  return { db: database.db, provider, close: () => database.close() };
}

/** The six digits an authenticator app shows at `at` (now), or `offsetSteps` periods later. */
export function totpCode(secret: string, offsetSteps = 0, at = Date.now()): string {
  return new TOTP({ secret }).generate({ timestamp: at + offsetSteps * 30_000 });
}

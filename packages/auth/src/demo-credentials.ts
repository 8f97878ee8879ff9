import { type Database, users } from "@staffing/db";
import { eq, sql } from "drizzle-orm";
import { verifyPassword } from "./passwords";

/**
 * Whether the demo credentials the login screen shows still sign in here: the account exists, is
 * not disabled, and its password is still the demo one. Once someone changes that password, the
 * login screen stops showing a password that no longer works (and tells nobody the new one).
 *
 * The password check is a slow hash (argon2, on purpose): it runs once per stored password hash,
 * whatever the number of visitors. Each ask reads the account's row (one indexed query), so a
 * password changed on any instance is seen at the next ask, with no message between instances.
 */
export class DemoCredentialsCheck {
  private checked: { passwordHash: string; works: Promise<boolean> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly credentials: { email: string; password: string },
    /** The password check (tests count its calls). */
    private readonly verify: (passwordHash: string, password: string) => Promise<boolean> = verifyPassword,
  ) {}

  async stillSignIn(): Promise<boolean> {
    const [account] = await this.db
      .select({ passwordHash: users.passwordHash, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, this.credentials.email.trim().toLowerCase()))
      .limit(1);
    if (!account?.passwordHash || account.disabledAt) return false;
    if (this.checked?.passwordHash !== account.passwordHash) {
      this.checked = {
        passwordHash: account.passwordHash,
        works: this.verify(account.passwordHash, this.credentials.password),
      };
    }
    return this.checked.works;
  }
}

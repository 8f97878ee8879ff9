import type { AuthenticatedUser, Authenticator } from "@staffing/auth";
import type { Database } from "@staffing/db";

/** What every procedure gets: the database and the signed-in user, if any. Tests build it directly. */
export interface Context {
  db: Database;
  user: AuthenticatedUser | null;
}

export function createInnerContext(context: Context): Context {
  return context;
}

/** Builds the context of one HTTP request from its Authorization header. */
export function createRequestContextFactory(deps: { db: Database; authenticator: Authenticator }) {
  return async ({ authorization }: { authorization?: string | undefined }): Promise<Context> => {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    return createInnerContext({ db: deps.db, user: await deps.authenticator.authenticate(token) });
  };
}

import { listLiveSessions } from "@staffing/auth";
import { profileInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { changeOwnUsername } from "../services/users";
import { procedureFor } from "../trpc";

const self = procedureFor("account:self");

/**
 * One's own account. The password and the second factor go through supabase-js to the sign-in
 * provider (PUT /auth/v1/user, /auth/v1/factors); what is ours lives here.
 */
export const accountRouter = {
  updateProfile: self.input(profileInput).mutation(async ({ ctx, input }) => {
    const user = await changeOwnUsername(ctx.db, ctx.user, input.username);
    return { username: user.username };
  }),
  /** Live sessions with their device and last activity; empty with a hosted provider (it keeps them). */
  sessions: self.meta({ duringEnrolment: true }).query(async ({ ctx }) => {
    if (!ctx.keepsPasswords) return { kept: false as const, sessions: [] };
    const sessions = await listLiveSessions(ctx.db, ctx.user.id);
    return {
      kept: true as const,
      sessions: sessions.map((session) => ({ ...session, current: session.id === ctx.user.sessionId })),
    };
  }),
} satisfies TRPCRouterRecord;

import {
  ACCOUNT_MESSAGES,
  staffSecurityInput,
  userCreateInput,
  userIdInput,
  userUpdateInput,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import type { Context } from "../context";
import {
  removedFactorsOutput,
  staffListItemOutput,
  staffMemberOutput,
  staffSecurityOutput,
  successOutput,
} from "../outputs";
import { DomainError } from "../services/errors";
import {
  changeTwoFactorRequirement,
  staffWithoutSecondFactor,
  twoFactorRequired,
} from "../services/staff-security";
import {
  addUser,
  changeUser,
  listUsers,
  removeSecondFactors,
  resendInvite,
  revokeInvite,
} from "../services/users";
import type { StaffInvites } from "../staff-invites";
import { authedProcedure, procedureFor } from "../trpc";

const manage = procedureFor("users:manage");

/** Second factors are the embedded provider's; a hosted one keeps its own. */
const keptHere = (keepsPasswords: boolean, message: string) => {
  if (!keepsPasswords) throw new DomainError("bad_request", message);
};

/** Invites go by our mail, or by a hosted provider given its service role key; otherwise nobody here sends them. */
const invitesOf = ({ invites }: { invites: StaffInvites | null }): StaffInvites => {
  if (!invites) throw new DomainError("bad_request", ACCOUNT_MESSAGES.notInvitedHere);
  return invites;
};

/** The requirement as an admin sees it: on or off, and who has not set up a second factor yet. */
const staffSecurityOf = async ({ db, keepsPasswords }: Pick<Context, "db" | "keepsPasswords">) => ({
  requireTwoFactor: await twoFactorRequired(db),
  withoutSecondFactor: await staffWithoutSecondFactor(db, keepsPasswords),
});

export const usersRouter = {
  /** The signed-in user, for the admin panel's user menu and role-limited menus (and the enrolment screen). */
  me: authedProcedure.meta({ duringEnrolment: true }).query(({ ctx }) => ({
    id: ctx.user.id,
    email: ctx.user.email,
    username: ctx.user.username,
    role: ctx.user.role,
    aal: ctx.user.aal ?? "aal1",
    hasSecondFactor: ctx.user.hasSecondFactor ?? false,
  })),

  security: manage
    .meta({
      rest: {
        method: "GET",
        path: "/admin/security",
        tags: ["Users"],
        summary: "Whether every staff account must sign in with a second factor, and who has none yet",
      },
    })
    .output(staffSecurityOutput)
    .query(({ ctx }) => staffSecurityOf(ctx)),
  /** Turning it on needs a second factor of one's own: an admin cannot lock themselves out. */
  changeSecurity: manage
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/security",
        tags: ["Users"],
        summary: "Require two-factor sign-in of every staff account, or stop requiring it",
      },
    })
    .input(staffSecurityInput)
    .output(staffSecurityOutput)
    .mutation(async ({ ctx, input }) => {
      await changeTwoFactorRequirement(ctx.db, ctx.user, input.requireTwoFactor);
      return staffSecurityOf(ctx);
    }),

  list: manage
    .meta({ rest: { method: "GET", path: "/admin/users", tags: ["Users"], summary: "Staff accounts" } })
    .output(z.array(staffListItemOutput))
    .query(({ ctx }) => listUsers(ctx.db)),
  /** With a password the account is ready; without one the colleague gets an invite mail. */
  create: manage
    .meta({
      rest: {
        method: "POST",
        path: "/admin/users",
        tags: ["Users"],
        success: [201],
        refusals: [409],
        summary: "Create a staff account with a role",
      },
    })
    .input(userCreateInput)
    .output(staffMemberOutput)
    .mutation(({ ctx, input }) => {
      if (!ctx.keepsPasswords && input.password !== undefined) {
        throw new DomainError("bad_request", ACCOUNT_MESSAGES.passwordNotKeptHere);
      }
      return addUser(ctx.db, input, ctx.user, input.password === undefined ? ctx.invites : null);
    }),
  update: manage
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/users/:id",
        tags: ["Users"],
        refusals: [404],
        summary: "Change a role, or disable / enable an account",
      },
    })
    .input(userUpdateInput)
    .output(staffMemberOutput)
    .mutation(({ ctx, input: { id, ...change } }) => {
      // An empty change would be an UPDATE without a column: a 400, not the database's error.
      if (change.role === undefined && change.disabled === undefined)
        throw new DomainError("bad_request", ACCOUNT_MESSAGES.nothingToChange);
      return changeUser(ctx.db, id, change, ctx.user);
    }),
  resendInvite: manage
    .meta({
      rest: {
        method: "POST",
        path: "/admin/users/:id/invite",
        tags: ["Users"],
        refusals: [404, 409],
        summary: "Send an invite that was not accepted yet again, with a new link",
      },
    })
    .input(userIdInput)
    .output(staffMemberOutput)
    .mutation(({ ctx, input }) => {
      return resendInvite(ctx.db, invitesOf(ctx), input.id, ctx.user);
    }),
  revokeInvite: manage
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/users/:id/invite",
        tags: ["Users"],
        success: [204],
        refusals: [404, 409],
        summary: "Revoke an invite that was not accepted yet (the account goes with it)",
      },
    })
    .input(userIdInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      invitesOf(ctx);
      await revokeInvite(ctx.db, input.id, ctx.user);
      return { success: true as const };
    }),
  /** A lost phone: an admin removes another user's second factors. */
  removeSecondFactors: manage
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/users/:id/factors",
        tags: ["Users"],
        refusals: [404],
        summary: "Remove another user's second factors (a lost phone); their sessions end",
      },
    })
    .input(userIdInput)
    .output(removedFactorsOutput)
    .mutation(({ ctx, input }) => {
      keptHere(ctx.keepsPasswords, ACCOUNT_MESSAGES.factorsKeptElsewhere);
      return removeSecondFactors(ctx.db, input.id, ctx.user);
    }),
} satisfies TRPCRouterRecord;

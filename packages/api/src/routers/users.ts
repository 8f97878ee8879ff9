import { PASSWORD_REQUIRED, passwordKeptHere, userCreateInput, userUpdateInput } from "@staffing/shared";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { addUser, changeUser, listUsers } from "../services/users";
import { authedProcedure, procedureFor } from "../trpc";

export const usersRouter = {
  /** The signed-in user, for the admin panel's user menu and role-limited menus. */
  me: authedProcedure.query(({ ctx }) => ctx.user),

  list: procedureFor("users:manage").query(({ ctx }) => listUsers(ctx.db)),
  create: procedureFor("users:manage")
    .input(userCreateInput)
    .mutation(({ ctx, input }) => {
      // Signing in here takes a password: an account without one could never be used.
      const missing = ctx.keepsPasswords ? passwordKeptHere.safeParse(input).error : undefined;
      if (missing) throw new TRPCError({ code: "BAD_REQUEST", message: PASSWORD_REQUIRED, cause: missing });
      return addUser(ctx.db, input, ctx.user);
    }),
  update: procedureFor("users:manage")
    .input(userUpdateInput)
    .mutation(({ ctx, input: { id, ...change } }) => changeUser(ctx.db, id, change, ctx.user)),
} satisfies TRPCRouterRecord;

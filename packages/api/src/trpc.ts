import { type Capability, ROLE_LABELS, rolesWith } from "@staffing/shared";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";
import type { Context } from "./context";

const t = initTRPC.context<Context>().create({
  // Stack traces never leave the server.
  isDev: false,
  errorFormatter({ shape, error }) {
    const fieldErrors = error.cause instanceof ZodError ? z.flattenError(error.cause).fieldErrors : null;
    return { ...shape, data: { ...shape.data, fieldErrors } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** A signed-in user; handlers see `ctx.user` as non-null. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue." });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A signed-in user whose role grants the capability (DESIGN.md's role table). */
export const procedureFor = (capability: Capability) =>
  authedProcedure.use(({ ctx, next }) => {
    const allowed = rolesWith(capability);
    if (!allowed.includes(ctx.user.role)) {
      const names = allowed.map((role) => ROLE_LABELS[role]).join(" or ");
      throw new TRPCError({ code: "FORBIDDEN", message: `This needs the ${names} role.` });
    }
    return next();
  });

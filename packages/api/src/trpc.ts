import { ACCOUNT_MESSAGES, type Capability, ROLE_LABELS, rolesWith } from "@staffing/shared";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";
import type { Context } from "./context";
import { type RateLimitedAction, RetryAfter } from "./rate-limits";

const t = initTRPC.context<Context>().create({
  // Stack traces never leave the server.
  isDev: false,
  errorFormatter({ shape, error }) {
    const fieldErrors = error.cause instanceof ZodError ? z.flattenError(error.cause).fieldErrors : null;
    const retryAfter = error.cause instanceof RetryAfter ? error.cause.seconds : null;
    return { ...shape, data: { ...shape.data, fieldErrors, retryAfter } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/**
 * A signed-in user; handlers see `ctx.user` as non-null. A user with a verified second factor acts
 * only from a session that used it (aal2): a password alone opens nothing.
 */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue." });
  if (ctx.user.needsSecondFactor)
    throw new TRPCError({ code: "FORBIDDEN", message: ACCOUNT_MESSAGES.secondFactorRequired });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * Refuses (401, 403) a caller whose role lacks the capability (DESIGN.md's role table). The REST
 * adapter asks it too before it reads an upload, so nobody else's file is even received.
 */
export function assertCapability(user: Context["user"], capability: Capability): void {
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue." });
  const allowed = rolesWith(capability);
  if (!allowed.includes(user.role)) {
    const names = allowed.map((role) => ROLE_LABELS[role]).join(" or ");
    throw new TRPCError({ code: "FORBIDDEN", message: `This needs the ${names} role.` });
  }
}

/** A signed-in user whose role grants the capability (DESIGN.md's role table). */
export const procedureFor = (capability: Capability) =>
  authedProcedure.use(({ ctx, next }) => {
    assertCapability(ctx.user, capability);
    return next();
  });

/** Refuses a client over its limit for the action before the input is even read. */
export const rateLimited = (action: RateLimitedAction) =>
  t.middleware(async ({ ctx, next }) => {
    const wait = await ctx.rateLimits[action].consume(ctx.clientIp);
    if (wait !== null) {
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: `Too many requests. Try again in ${wait} seconds.`,
        cause: new RetryAfter(wait),
      });
    }
    return next();
  });

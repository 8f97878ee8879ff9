import { isDatabaseUnavailable, readCompanyProfile } from "@staffing/db";
import {
  ACCOUNT_MESSAGES,
  type Capability,
  type FieldMessages,
  factValues,
  fieldMessages,
  fieldName,
  fieldPath,
  fillFactsDeep,
  findNulCharacter,
  REQUEST_ERROR_MESSAGES,
  ROLE_LABELS,
  rolesWith,
  tooManyRequestsMessage,
} from "@staffing/shared";
import { initTRPC, type TRPCDefaultErrorData, type TRPCDefaultErrorShape, TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";
import { type Context, ContextFailure } from "./context";
import { type PublicWrite, RetryAfter } from "./public-write-limits";
import type { ApiMeta } from "./rest";
import { DomainError, type DomainErrorCode, type RefusedField } from "./services/errors";
import { twoFactorRequired } from "./services/staff-security";
import { StaleEdit } from "./services/working-copies";

/** Refusals a client acts on by name, beyond their status: REST's `error`, tRPC's `data.reason`. */
export const REFUSAL_REASONS = ["mfa_enrollment_required", "gone"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * The cause of a 403 an account without a second factor gets while every staff account must have
 * one: the panel takes its owner to the enrolment screen instead of showing the refusal.
 */
export class MfaEnrollmentRequired extends Error {
  readonly reason: RefusalReason = "mfa_enrollment_required";
  constructor() {
    super(ACCOUNT_MESSAGES.mfaEnrollmentRequired);
  }
}

/**
 * A failed call as every client receives it: tRPC's shape, with the refused fields' messages, the wait
 * a rate limit asks for and the request's id (named, so a client's types need nothing of the server's).
 */
export interface ApiErrorShape extends TRPCDefaultErrorShape {
  data: TRPCDefaultErrorData & {
    fieldErrors: FieldMessages | null;
    retryAfter: number | null;
    requestId: string | null;
    /** A save based on an older version: who changed the item since (null: unknown) and when (ISO). */
    changedSince: { by: string | null; at: string } | null;
    /** What the client may do about the refusal, when it has a name (`mfa_enrollment_required`). */
    reason: RefusalReason | null;
  };
}

const t = initTRPC
  .context<Context>()
  .meta<ApiMeta>()
  .create({
    // Stack traces never leave the server.
    isDev: false,
    errorFormatter({ shape, error, ctx }): ApiErrorShape {
      const fieldErrors = error.cause instanceof ZodError ? fieldMessages(error.cause, fieldPath) : null;
      const retryAfter = error.cause instanceof RetryAfter ? error.cause.seconds : null;
      const requestId = ctx?.requestId ?? (error instanceof ContextFailure ? error.requestId : null);
      const reason =
        error.cause instanceof MfaEnrollmentRequired
          ? error.cause.reason
          : error.cause instanceof DomainError && error.cause.code === "gone"
            ? "gone"
            : null;
      // An unexpected error's own message may hold a query and its parameters: the log has it.
      const message =
        error.code === "INTERNAL_SERVER_ERROR" ? REQUEST_ERROR_MESSAGES.unexpected : shape.message;
      const changedSince =
        error.cause instanceof StaleEdit
          ? { by: error.cause.changedBy, at: error.cause.changedAt.toISOString() }
          : null;
      return {
        ...shape,
        message,
        data: { ...shape.data, fieldErrors, retryAfter, requestId, changedSince, reason },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** A ZodError naming these fields, as a schema reports them (so clients read them as any field error). */
function refusedFieldsError(fields: RefusedField[]): ZodError | undefined {
  return z
    .unknown()
    .superRefine((_value, context) => {
      for (const { path, message } of fields) context.addIssue({ code: "custom", path, message });
    })
    .safeParse(undefined).error;
}

/** The one place a service's refusal becomes tRPC's code (and so the REST adapter's status). */
const TRPC_CODES = {
  bad_request: "BAD_REQUEST",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  // tRPC has no 410: the REST adapter answers it from the refusal's own code.
  gone: "NOT_FOUND",
  conflict: "CONFLICT",
  payload_too_large: "PAYLOAD_TOO_LARGE",
  unsupported_media_type: "UNSUPPORTED_MEDIA_TYPE",
  unprocessable: "UNPROCESSABLE_CONTENT",
  bad_gateway: "BAD_GATEWAY",
} as const satisfies Record<DomainErrorCode, TRPCError["code"]>;

/**
 * Every procedure: input with a NUL character is refused naming the field (PostgreSQL cannot store
 * one in text, and would fail with the whole statement), a service's refusal (DomainError) gets its
 * code, and a database that cannot be reached is a 503 the client may retry, not a 500.
 */
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  const nul = findNulCharacter(await getRawInput());
  if (nul) {
    const message = REQUEST_ERROR_MESSAGES.nulCharacter(fieldName(nul));
    throw new TRPCError({
      code: "BAD_REQUEST",
      message,
      cause: refusedFieldsError([{ path: nul, message }]),
    });
  }
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const refusal = result.error.cause;
    // A refusal that names fields reaches the client as a schema's would: under each field.
    const cause = refusal.fields.length > 0 ? refusedFieldsError(refusal.fields) : refusal;
    throw new TRPCError({ code: TRPC_CODES[refusal.code], message: refusal.message, cause });
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: REQUEST_ERROR_MESSAGES.databaseUnavailable,
      cause: result.error.cause,
    });
  }
  return result;
});

/**
 * A signed-in user; handlers see `ctx.user` as non-null. A user with a verified second factor acts
 * only from a session that used it (aal2): a password alone opens nothing. While an admin requires
 * two-factor sign-in of all staff, an account without a factor reaches only what enrolling one needs
 * (procedures marked `duringEnrolment`; the factors themselves are the sign-in provider's).
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, meta, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue." });
  if (ctx.user.needsSecondFactor)
    throw new TRPCError({ code: "FORBIDDEN", message: ACCOUNT_MESSAGES.secondFactorRequired });
  if (!ctx.user.hasSecondFactor && !meta?.duringEnrolment && (await twoFactorRequired(ctx.db)))
    throw new TRPCError({
      code: "FORBIDDEN",
      message: ACCOUNT_MESSAGES.mfaEnrollmentRequired,
      cause: new MfaEnrollmentRequired(),
    });
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

/**
 * A signed-in user whose role grants the capability (DESIGN.md's role table). The capability is the
 * procedure's meta too: the REST adapter and the OpenAPI document read it from there.
 */
export const procedureFor = (capability: Capability) =>
  authedProcedure.meta({ access: capability }).use(({ ctx, next }) => {
    assertCapability(ctx.user, capability);
    return next();
  });

/**
 * A public read answered from what it answered before at the same content version (`ctx.publicReads`):
 * use it after `.output()`, so the kept answer is validated again on every call. A search (`q`) is not
 * kept: its words are a visitor's, endless, and seldom asked twice.
 */
export const keptPerContentVersion = t.middleware(({ ctx, path, input, next }) => {
  if (isObject(input) && input.q) return next();
  return ctx.publicReads.read(`${path} ${JSON.stringify(input ?? null)}`, async () => {
    const result = await next();
    if (!result.ok) throw result.error;
    return result;
  });
});

/**
 * Fills the company facts (`{{phone}}`, issue 29) into every text of a public read's answer, with
 * the profile of the moment: the page, its meta tags and structured data, the feed and the API all
 * show the same number. Used after `keptPerContentVersion`, so the kept answer is the filled one (a
 * profile change moves the content version).
 */
export const fillsCompanyFacts = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) return result;
  // Straight from the database: inside a kept read it runs once per content version, and a search
  // (never kept) asks for it as it asks for its results.
  const profile = await readCompanyProfile(ctx.db);
  return { ...result, data: fillFactsDeep(result.data, factValues(profile)) };
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Refuses a client over its limit for the action before the input is even read. */
export const rateLimited = (action: PublicWrite) =>
  t.middleware(async ({ ctx, next }) => {
    const wait = await ctx.publicWriteLimits[action].consume(ctx.clientIp);
    if (wait !== null) {
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: tooManyRequestsMessage(wait),
        cause: new RetryAfter(wait),
      });
    }
    return next();
  });

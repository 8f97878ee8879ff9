import { createHash } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import formBody from "@fastify/formbody";
import { createCaller, RetryAfter } from "@staffing/api";
import {
  FOOTER,
  FORM_ID_FIELD,
  FORM_MESSAGES,
  type FormOutcome,
  firstFieldMessages,
  formPostAttribution,
  type InquiryAttribution,
  type InquiryReceipt,
  type InquiryService,
  JOB_ALERT_TEXTS,
  PUBLIC_FORMS,
  type PublicFormName,
  RETURN_TO_FIELD,
  TOASTS,
  WHITEPAPER_TEXTS,
} from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError, z } from "zod";
import { isDatabaseUnavailable } from "../../plugins/error-handling";
import type { RequestContextFactory } from "../trpc";

/** The cookie that carries a form's outcome to the page the visitor returns to (once, briefly). */
export const OUTCOME_COOKIE = "site_form_outcome";
const OUTCOME_MAX_AGE_SECONDS = 120;
// Browsers drop cookies over 4 KB: a longer outcome keeps its messages and leaves out the long text.
const OUTCOME_MAX_BYTES = 3800;

const FORM_ID = /^[a-z][a-z-]{0,39}$/;
const UNAVAILABLE = FORM_MESSAGES.unavailable;

export type Fields = Record<string, string>;
/** What a post tells beside its fields: the page it was sent from. */
interface Post {
  attribution: InquiryAttribution;
}
type Send = (caller: ReturnType<typeof createCaller>, fields: Fields, post: Post) => Promise<unknown>;
interface Sender {
  fields: string[];
  send: Send;
  /** What the visitor reads when it fails for another reason than what they typed. */
  failed: string;
  /** What the thank-you of a sent form names, from what was typed and the procedure's answer. */
  receipt?: (fields: Fields, answer: unknown) => InquiryReceipt;
}

// What each form sends to its procedure. An inquiry posted without a key (the page had no JavaScript
// to make one) gets one from its content and the day, so pressing Send twice stores it once.
// (The application form is multipart, with a résumé: application-form.ts answers it.)
const SENDERS: Record<Exclude<PublicFormName, "application">, Sender> = {
  inquiry: {
    fields: ["name", "email", "company", "service", "message", "website", "idempotencyKey"],
    // (The procedure checks every field with its own schema.)
    send: (api, fields, { attribution }) =>
      api.inquiries.create({
        ...(fields as { name: string; email: string }),
        idempotencyKey: fields.idempotencyKey || contentKey(fields),
        attribution,
      }),
    failed: TOASTS.inquiryFailed,
    receipt: (fields, answer) => ({
      name: (fields.name ?? "").trim(),
      email: (fields.email ?? "").trim(),
      service: fields.service ?? "",
      respondBy: (answer as { respondBy: string }).respondBy,
    }),
  },
  newsletter: {
    fields: ["email", "source"],
    send: (api, fields) =>
      api.newsletter.subscribe({ email: fields.email ?? "", source: fields.source || undefined }),
    failed: FOOTER.subscribeFailed,
  },
  jobAlert: {
    fields: ["email", "service", "category", "source"],
    // A filter left at "Any" is none. (The procedure checks every field with its own schema.)
    send: (api, fields) =>
      api.jobAlerts.subscribe({
        email: fields.email ?? "",
        service: (fields.service || undefined) as InquiryService | undefined,
        category: fields.category?.trim() || undefined,
        source: fields.source || undefined,
      }),
    failed: JOB_ALERT_TEXTS.failed,
  },
  whitepaper: {
    fields: ["documentId", "name", "email", "company", "website", "idempotencyKey"],
    send: (api, fields, { attribution }) =>
      api.whitepapers.request({
        ...(fields as { documentId: string; name: string; email: string }),
        idempotencyKey: fields.idempotencyKey || contentKey(fields),
        attribution,
      }),
    failed: WHITEPAPER_TEXTS.failed,
  },
};

const contentKey = (fields: Fields) =>
  `content-${createHash("sha256")
    .update(
      JSON.stringify([
        fields.name,
        fields.email,
        fields.company,
        fields.service,
        fields.message,
        fields.documentId,
      ]),
    )
    .update(new Date().toISOString().slice(0, 10))
    .digest("base64url")}`;

/**
 * The public forms without JavaScript: `<form method="post">` to /forms/{name}. The handler calls the
 * same procedure the island calls (its zod schema decides), then answers 303 back to the page the
 * form came from, with the outcome (sent, or the field errors and what was typed) in a cookie that
 * page reads once.
 */
export async function publicFormRoutes(
  app: FastifyInstance,
  { createContext, siteUrl }: { createContext: RequestContextFactory; siteUrl: string },
) {
  const siteHost = new URL(siteUrl).host;
  await app.register(formBody, { bodyLimit: 64 * 1024 });
  for (const form of Object.keys(SENDERS) as (keyof typeof SENDERS)[]) {
    app.post(PUBLIC_FORMS[form].action, async (request, reply) => {
      const body = readBody(request);
      const sender = SENDERS[form];
      const values = Object.fromEntries(sender.fields.map((name) => [name, body[name] ?? ""]));
      const formId = FORM_ID.test(body[FORM_ID_FIELD] ?? "")
        ? (body[FORM_ID_FIELD] as string)
        : PUBLIC_FORMS[form].anchor;
      let outcome: FormOutcome;
      try {
        const api = createCaller(await createContext({ ip: request.ip }));
        const answer = await sender.send(api, values, {
          attribution: formPageAttribution(request, body, siteHost),
        });
        outcome = {
          form,
          formId,
          status: "sent",
          ...(sender.receipt && { receipt: sender.receipt(values, answer) }),
        };
      } catch (error) {
        outcome = { form, formId, ...refusal(error, values, sender.failed, request) };
      }
      return redirectWith(reply, outcome, returnPath(body[RETURN_TO_FIELD], formId));
    });
  }
}

/**
 * Where a form posted without the island came from: the page it was sent from and that page's UTM
 * values, read from the post's Referer (our Referrer-Policy, strict-origin-when-cross-origin, sends
 * the site's own pages their full address), else the page named by its `returnTo` field; and where
 * the visit began, from the form's hidden fields (filled by the islands' loader, or by the server on
 * a page that follows a campaign's landing page: visit-start.ts). A Referer from another host says
 * nothing of our page.
 */
export function formPageAttribution(
  request: FastifyRequest,
  body: Fields,
  siteHost: string,
): InquiryAttribution {
  const referer = addressOf(request.headers.referer);
  if (referer && (referer.host === request.host || referer.host === siteHost)) {
    return formPostAttribution(referer, body);
  }
  const returnTo = body[RETURN_TO_FIELD];
  const page = returnTo?.startsWith("/") ? addressOf(returnTo, `http://${siteHost}`) : null;
  return formPostAttribution(page?.host === siteHost ? page : null, body);
}

export function addressOf(value: string | undefined, base?: string): URL | null {
  if (!value) return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function readBody(request: FastifyRequest): Fields {
  const body = request.body;
  if (!body || typeof body !== "object") return {};
  // A repeated field arrives as a list: the first one counts.
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => [
      name,
      String(Array.isArray(value) ? (value[0] ?? "") : (value ?? "")),
    ]),
  );
}

export function refusal(
  error: unknown,
  values: Fields,
  failed: string,
  request: FastifyRequest,
): Omit<FormOutcome, "form" | "formId"> {
  const typed = Object.fromEntries(
    Object.entries(values).filter(([name]) => !["website", "idempotencyKey", "source"].includes(name)),
  );
  if (error instanceof TRPCError && error.cause instanceof ZodError) {
    return { status: "invalid", fieldErrors: firstFieldMessages(error.cause), values: typed };
  }
  if (error instanceof TRPCError && error.cause instanceof RetryAfter) {
    return { status: "failed", message: error.message, values: typed };
  }
  if (!isDatabaseUnavailable(error)) request.log.error({ err: error }, "a public form failed");
  return { status: "failed", message: isDatabaseUnavailable(error) ? UNAVAILABLE : failed, values: typed };
}

// Back to a page of this site only (a path, never another host), at the form.
export function returnPath(value: string | undefined, formId: string): string {
  const fallback = `/contact#${formId}`;
  if (!value?.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value) || value.length > 500) {
    return fallback;
  }
  return value.includes("#") ? value : `${value}#${formId}`;
}

export function redirectWith(reply: FastifyReply, outcome: FormOutcome, location: string) {
  reply.header("set-cookie", outcomeCookie(outcome, OUTCOME_MAX_AGE_SECONDS));
  reply.header("cache-control", "no-store");
  return reply.redirect(location, 303);
}

function outcomeCookie(outcome: FormOutcome | null, maxAge: number): string {
  const value = outcome ? encodeOutcome(outcome) : "";
  return `${OUTCOME_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
}

function encodeOutcome(outcome: FormOutcome): string {
  const encode = (value: FormOutcome) => deflateRawSync(JSON.stringify(value)).toString("base64url");
  const encoded = encode(outcome);
  if (encoded.length <= OUTCOME_MAX_BYTES || !outcome.values) return encoded;
  const { message: _longText, coverNote: _longNote, ...shorter } = outcome.values;
  return encode({ ...outcome, values: shorter });
}

const outcomeSchema = z.object({
  form: z.enum(Object.keys(PUBLIC_FORMS) as [PublicFormName, ...PublicFormName[]]),
  formId: z.string().regex(FORM_ID),
  status: z.enum(["sent", "invalid", "failed"]),
  values: z.record(z.string(), z.string().max(6000)).optional(),
  fieldErrors: z.record(z.string(), z.string().max(500)).optional(),
  message: z.string().max(500).optional(),
  receipt: z
    .object({
      name: z.string().max(200),
      email: z.string().max(320),
      service: z.string().max(40),
      respondBy: z.iso.datetime(),
    })
    .optional(),
  applicant: z.object({ name: z.string().max(200), email: z.string().max(320) }).optional(),
});

/** The outcome this visitor's last form left for the page, if any (anything malformed is ignored). */
export function readOutcome(request: FastifyRequest): FormOutcome | null {
  const cookie = request.headers.cookie;
  if (!cookie?.includes(OUTCOME_COOKIE)) return null;
  const value = cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OUTCOME_COOKIE}=`))
    ?.slice(OUTCOME_COOKIE.length + 1);
  if (!value) return null;
  try {
    const parsed = outcomeSchema.safeParse(
      JSON.parse(inflateRawSync(Buffer.from(value, "base64url"), { maxOutputLength: 64 * 1024 }).toString()),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Clears the outcome once a page has shown it. */
export const clearOutcomeCookie = () => outcomeCookie(null, 0);

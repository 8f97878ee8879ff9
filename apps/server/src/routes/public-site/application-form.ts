import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import { createCaller } from "@staffing/api";
import {
  APPLICATION_FORM,
  APPLICATION_MESSAGES,
  DOCUMENT_MAX_BYTES,
  type FormOutcome,
  PUBLIC_FORMS,
  RETURN_TO_FIELD,
} from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { type Spool, spoolUpload } from "../../documents";
import type { RequestContextFactory } from "../trpc";
import { type Fields, formPageAttribution, redirectWith, refusal, returnPath } from "./forms";

const { action, anchor } = PUBLIC_FORMS.application;
/** The hidden field naming the job applied for (its slug). */
export const APPLICATION_JOB_FIELD = "job";
const FIELDS = ["name", "email", "phone", "coverNote", "consent", "website", "idempotencyKey"] as const;
// What a refused form shows again: what was typed, never the file (a browser cannot be given one).
const NOT_SHOWN_AGAIN = new Set(["website", "idempotencyKey"]);
// Statuses whose message is written for the candidate (no such job, closed, too many).
const TOLD_AS_IS = new Set<TRPCError["code"]>(["NOT_FOUND", "CONFLICT", "TOO_MANY_REQUESTS"]);

/**
 * The application form without JavaScript: a multipart POST to /forms/application with the job's
 * slug, the fields and the `resume` file. The résumé is spooled to a private file as it arrives
 * (never held whole; the reader stops at 5 MB), the same procedure the island's REST call reaches
 * decides, and the answer is a 303 back to the job's page with the outcome for that one view, as
 * the other forms do (forms.ts): the thank-you, or the form again with a message per field.
 */
export async function applicationFormRoute(
  app: FastifyInstance,
  { createContext, siteUrl }: { createContext: RequestContextFactory; siteUrl: string },
) {
  const siteHost = new URL(siteUrl).host;
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 24 },
  });
  app.post(action, async (request, reply) => {
    const body: Fields = {};
    let spool: Spool | undefined;
    let unread: string | undefined;
    try {
      try {
        await readForm(request, body, (next) => {
          spool = next;
        });
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        unread = status === 413 ? APPLICATION_MESSAGES.resumeTooLarge : APPLICATION_FORM.failed;
      }
      const values = Object.fromEntries(FIELDS.map((name) => [name, body[name] ?? ""]));
      const typed = Object.fromEntries(Object.entries(values).filter(([name]) => !NOT_SHOWN_AGAIN.has(name)));
      const returnTo = returnPath(body[RETURN_TO_FIELD], anchor);
      const outcome = (rest: Omit<FormOutcome, "form" | "formId">): FormOutcome => ({
        form: "application",
        formId: anchor,
        ...rest,
      });
      if (unread) {
        const tooLarge = unread === APPLICATION_MESSAGES.resumeTooLarge;
        return redirectWith(
          reply,
          outcome(
            tooLarge
              ? { status: "invalid", fieldErrors: { resume: unread }, values: typed }
              : { status: "failed", message: unread, values: typed },
          ),
          returnTo,
        );
      }
      try {
        const api = createCaller(await createContext({ ip: request.ip }));
        await api.jobApplications.create({
          ...(values as { name: string; email: string; consent: "on" }),
          slug: body[APPLICATION_JOB_FIELD] ?? "",
          resume: spool as Spool,
          // A form sent without the island has no key: one from its content and the day.
          idempotencyKey: values.idempotencyKey || contentKey(body, spool),
          attribution: formPageAttribution(request, body, siteHost),
        });
        return redirectWith(
          reply,
          outcome({
            status: "sent",
            applicant: { name: (values.name ?? "").trim(), email: (values.email ?? "").trim() },
          }),
          returnTo,
        );
      } catch (error) {
        if (error instanceof TRPCError && !(error.cause instanceof ZodError) && TOLD_AS_IS.has(error.code))
          return redirectWith(
            reply,
            outcome({ status: "failed", message: error.message, values: typed }),
            returnTo,
          );
        return redirectWith(
          reply,
          outcome(refusal(error, typed, APPLICATION_FORM.failed, request)),
          returnTo,
        );
      }
    } finally {
      await (spool as Spool | undefined)?.discard();
    }
  });
}

/**
 * Reads the form's parts in order: text fields (the first of a repeated one counts) and the résumé,
 * spooled as it arrives. A file input left empty sends a part with no name and no bytes: no résumé.
 */
async function readForm(request: FastifyRequest, body: Fields, onSpool: (spool: Spool) => void) {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname === "resume" && part.filename) onSpool(await spoolUpload(part.file, part.filename));
      else part.file.resume();
    } else if (!(part.fieldname in body)) {
      body[part.fieldname] = String(part.value ?? "");
    }
  }
}

const contentKey = (body: Fields, spool: Spool | undefined) =>
  `content-${createHash("sha256")
    .update(
      JSON.stringify([
        body.name,
        body.email,
        body.phone,
        body.coverNote,
        body[APPLICATION_JOB_FIELD],
        spool?.size,
      ]),
    )
    .update(new Date().toISOString().slice(0, 10))
    .digest("base64url")}`;

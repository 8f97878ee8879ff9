import { createCaller } from "@staffing/api";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_TEXTS, NEWSLETTER_UNSUBSCRIBE_PATH } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RequestContextFactory } from "./trpc";

const T = NEWSLETTER_TEXTS;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

// The site's colours (navy and teal) and system fonts; large tap targets and a visible focus ring.
const CSS =
  "body{margin:0;font:17px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b263b;background:#f2f4f7}" +
  "header{background:#13315c;color:#fff;padding:1rem 1.5rem;font-weight:700}" +
  "header a{color:#fff;text-decoration:none}" +
  "main{max-width:36rem;margin:2.5rem auto;padding:2rem 1.5rem;background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)}" +
  "h1{color:#13315c;font-size:1.6rem;line-height:1.25;margin:0 0 1rem}" +
  "button{font:inherit;font-weight:600;color:#fff;background:#1d7874;border:0;border-radius:6px;padding:.75rem 1.5rem;min-height:48px;cursor:pointer}" +
  "button:hover{background:#165e5b}a{color:#13315c}" +
  ":focus-visible{outline:3px solid #f4a259;outline-offset:2px}" +
  "@media (max-width:600px){main{margin:1rem;padding:1.5rem 1rem}}";

/** A landing page, the company's name (its profile's, as it is now) in its title and header. */
function page(reply: FastifyReply, company: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(company)}</title><style nonce="${reply.cspNonce.style}">${CSS}</style></head><body><header><a href="/">${escapeHtml(company)}</a></header><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${escapeHtml(T.backToSite)}</a></p></main></body></html>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);

const tokenOf = (request: FastifyRequest) => {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === "string" ? token : "";
};

/**
 * The landing pages of the newsletter's e-mailed links: GET confirm (one click confirms), GET
 * unsubscribe (a page with a button) and POST unsubscribe (the button, and mail clients' one-click
 * unsubscribe of RFC 8058). Each calls its procedure, as every other route does.
 */
export async function newsletterPageRoutes(
  app: FastifyInstance,
  { createContext }: { createContext: RequestContextFactory },
) {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the token is in the address.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: "string" }, (_request, _body, done) => done(null, {}));
    }
  }
  const callerFor = async (request: FastifyRequest) => createCaller(await createContext({ ip: request.ip }));
  const invalidToken = (error: unknown) => error instanceof TRPCError && error.code === "BAD_REQUEST";

  app.get(NEWSLETTER_CONFIRM_PATH, async (request, reply) => {
    const api = await callerFor(request);
    const { name: company } = await api.site.profile();
    const outcome = await api.newsletter
      .confirm({ token: tokenOf(request) })
      .then((result) => result.outcome)
      .catch((error: unknown) => {
        if (invalidToken(error)) return "invalid" as const;
        throw error;
      });
    if (outcome === "confirmed")
      return send(
        reply,
        200,
        page(reply, company, T.confirmPage.title, paragraph(T.confirmPage.body(company))),
      );
    return send(
      reply,
      404,
      page(reply, company, T.confirmPage.invalidTitle, paragraph(T.confirmPage.invalidBody)),
    );
  });

  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, async (request, reply) => {
    const api = await callerFor(request);
    const { name: company } = await api.site.profile();
    const token = tokenOf(request);
    const target = await api.newsletter.unsubscribeTarget({ token }).catch((error: unknown) => {
      if (invalidToken(error)) return null;
      throw error;
    });
    if (!target) {
      return send(
        reply,
        404,
        page(reply, company, T.unsubscribePage.invalidTitle, paragraph(T.unsubscribePage.invalidBody)),
      );
    }
    if (target.status === "unsubscribed") {
      return send(
        reply,
        200,
        page(reply, company, T.unsubscribePage.doneTitle, paragraph(T.unsubscribePage.doneBody(company))),
      );
    }
    const action = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    const form = `${paragraph(T.unsubscribePage.question(target.email))}<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(T.unsubscribePage.button)}</button></form>`;
    return send(reply, 200, page(reply, company, T.unsubscribePage.title, form));
  });

  app.post(NEWSLETTER_UNSUBSCRIBE_PATH, async (request, reply) => {
    const api = await callerFor(request);
    const { name: company } = await api.site.profile();
    const done = await api.newsletter
      .unsubscribe({ token: tokenOf(request) })
      .then((result) => result.unsubscribed)
      .catch((error: unknown) => {
        if (invalidToken(error)) return false;
        throw error;
      });
    if (!done) {
      return send(
        reply,
        404,
        page(reply, company, T.unsubscribePage.invalidTitle, paragraph(T.unsubscribePage.invalidBody)),
      );
    }
    return send(
      reply,
      200,
      page(reply, company, T.unsubscribePage.doneTitle, paragraph(T.unsubscribePage.doneBody(company))),
    );
  });
}

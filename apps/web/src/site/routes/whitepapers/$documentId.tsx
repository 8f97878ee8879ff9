import {
  FORM_ID_FIELD,
  PUBLIC_FORMS,
  RETURN_TO_FIELD,
  VISIT_FIELDS,
  WHITEPAPER_TEXTS,
  whitepaperPath,
} from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "../../components/NotFound";
import { isNotFound } from "../../errors";
import form from "../../islands/InquiryForm.module.css";
import { outcomeOf } from "../../outcome";
import { seoHead } from "../../seo";
import ui from "../../styles/ui.module.css";
import styles from "./whitepapers.module.css";

const T = WHITEPAPER_TEXTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const { action, anchor } = PUBLIC_FORMS.whitepaper;

/**
 * A whitepaper's request page (issue 29): the paper the card offered, by its title, and a plain form
 * (it works without JavaScript: a post, then this page again with the outcome) that asks where to
 * mail it. The visitor never types which paper they want.
 */
export const Route = createFileRoute("/whitepapers/$documentId")({
  loader: async ({ context: { api }, params }) => {
    if (!UUID.test(params.documentId)) throw notFound();
    const whitepaper = await api.whitepapers
      .get({ documentId: params.documentId })
      .catch((error: unknown) => {
        throw isNotFound(error) ? notFound() : error;
      });
    return { whitepaper };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { whitepaper } = loaderData;
    return seoHead(match.context.siteUrl, {
      path: whitepaperPath(whitepaper.documentId),
      settings: {},
      page: { title: whitepaper.title, description: T.metaDescription(whitepaper.title) },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: whitepaper.page.title, path: whitepaper.page.path },
        { name: whitepaper.title, path: whitepaperPath(whitepaper.documentId) },
      ],
    });
  },
  notFoundComponent: () => (
    <NotFound
      title={T.notFoundTitle}
      text={T.notFoundText}
      action={{ href: "/resources/whitepapers", label: T.backTo("Whitepapers") }}
    />
  ),
  component: WhitepaperRequestPage,
});

function WhitepaperRequestPage() {
  const { whitepaper } = Route.useLoaderData();
  const outcome = outcomeOf(Route.useRouteContext().outcome, "whitepaper");
  const returnTo = `${whitepaperPath(whitepaper.documentId)}#${anchor}`;
  const values = outcome?.values ?? {};
  const errors = outcome?.status === "invalid" ? (outcome.fieldErrors ?? {}) : {};
  const firstRefused = Object.keys(errors)[0];
  const field = (name: "name" | "email" | "company") => ({
    id: `whitepaper-${name}`,
    name,
    defaultValue: values[name],
    autoFocus: name === firstRefused,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `whitepaper-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`whitepaper-${name}-error`} className={form.error}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.layout}`}>
        <div className={styles.paper}>
          <p className={ui.eyebrow}>{T.eyebrow}</p>
          <h1>{whitepaper.title}</h1>
          {whitepaper.text ? <p className={ui.lead}>{whitepaper.text}</p> : null}
          <a href={whitepaper.page.path} className={ui.textLink}>
            {T.backTo(whitepaper.page.title)}
          </a>
        </div>
        <div className={`${ui.card} ${styles.request}`}>
          {outcome?.status === "sent" ? (
            <div id={anchor} className={form.thanks} role="status">
              <h2 className={form.heading}>{T.sentHeading}</h2>
              <p className={form.thanksLead}>{T.sentText(whitepaper.title)}</p>
            </div>
          ) : (
            <form
              id={anchor}
              method="post"
              action={action}
              noValidate
              className={form.form}
              aria-labelledby="whitepaper-heading"
            >
              <h2 id="whitepaper-heading" className={form.heading}>
                {T.formHeading}
              </h2>
              {outcome?.status === "failed" ? (
                <p role="alert" className={form.failed}>
                  {outcome.message ?? T.failed}
                </p>
              ) : null}
              <input type="hidden" name="documentId" value={whitepaper.documentId} />
              <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
              <input type="hidden" name={FORM_ID_FIELD} value={anchor} />
              {VISIT_FIELDS.map((name) => (
                <input key={name} type="hidden" name={name} defaultValue="" />
              ))}
              <div className={styles.fields}>
                <div className={form.field}>
                  <label htmlFor="whitepaper-name">{T.name}</label>
                  <input {...field("name")} autoComplete="name" required aria-required="true" />
                  {error("name")}
                </div>
                <div className={form.field}>
                  <label htmlFor="whitepaper-email">{T.email}</label>
                  <input
                    {...field("email")}
                    type="email"
                    autoComplete="email"
                    required
                    aria-required="true"
                  />
                  {error("email")}
                </div>
                <div className={form.field}>
                  <label htmlFor="whitepaper-company">{T.company}</label>
                  <input {...field("company")} autoComplete="organization" />
                  {error("company")}
                </div>
                <div aria-hidden="true" className={form.trap}>
                  <label htmlFor="whitepaper-website">Website</label>
                  <input
                    id="whitepaper-website"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    defaultValue=""
                  />
                </div>
              </div>
              <button type="submit" className={form.submit}>
                {T.submit}
              </button>
              <p className={form.note}>{T.note}</p>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}

import { RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { InlineContent } from "./context";
import { isGone } from "./errors";
import type { RenderedPage, RenderRequest } from "./render-contract";
import { createSiteRouter } from "./router";
import { classesInMarkup, parseCss, usedCss } from "./used-css";

export { canonicalPageAddress } from "./search";

// Class names a page may gain in the browser whatever its markup: those of the islands it holds
// (a menu opened, a toast shown; an island's styles are islands/{Name}.module.css) and of the
// shared building blocks the islands use.
const classNames = (modules: Record<string, Record<string, string>>) =>
  Object.values(modules).flatMap((classes) => Object.values(classes).flatMap((names) => names.split(" ")));
const SHARED_CLASSES = classNames(
  import.meta.glob<Record<string, string>>("./styles/ui.module.css", { eager: true, import: "default" }),
);
const ISLAND_CLASSES = new Map(
  Object.entries(
    import.meta.glob<Record<string, string>>("./islands/*.module.css", { eager: true, import: "default" }),
  ).map(([file, classes]) => [
    // ./islands/InquiryForm.module.css: the island "inquiry-form".
    (file.split("/").at(-1) ?? "")
      .replace(".module.css", "")
      .replace(/(?<=.)([A-Z])/g, "-$1")
      .toLowerCase(),
    classNames({ [file]: classes }),
  ]),
);

// The blog's search draws post cards in the browser, on a page that may have shown none.
const POST_CARD_CLASSES = classNames(
  import.meta.glob<Record<string, string>>("./components/PostCard.module.css", {
    eager: true,
    import: "default",
  }),
);
ISLAND_CLASSES.get("blog-search")?.push(...POST_CARD_CLASSES);
// The application form is drawn with the inquiry form's fields, messages and thank-you.
ISLAND_CLASSES.get("application-form")?.push(...(ISLAND_CLASSES.get("inquiry-form") ?? []));

function classesInBrowser(html: string): string[] {
  const islands = new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]));
  return [...SHARED_CLASSES, ...[...islands].flatMap((name) => ISLAND_CLASSES.get(name ?? "") ?? [])];
}

let stylesheet: { css: string; rules: ReturnType<typeof parseCss> } | undefined;

/** The document with its inline stylesheet cut to the rules the page uses (used-css.ts). */
function withUsedCss(html: string, css: string, inline: InlineContent): string {
  const at = inline.styles.indexOf(css);
  if (at === -1 || !html.includes(css)) return html;
  if (stylesheet?.css !== css) stylesheet = { css, rules: parseCss(css) };
  const used = new Set([...classesInMarkup(html), ...classesInBrowser(html)]);
  const pruned = usedCss(stylesheet.rules, used);
  inline.styles[at] = pruned;
  return html.replace(css, () => pruned);
}

/**
 * Renders one public page into a complete HTML document: TanStack Router matches the address, the
 * routes' loaders call the procedures in-process, and React renders the document with its head.
 * Nothing of the router travels to the browser; the islands carry their own props.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const inline = new InlineContent();
  const router = createSiteRouter(
    {
      api: request.api,
      siteUrl: request.siteUrl,
      assets: request.assets,
      outcome: request.outcome ?? null,
      subscriptionLanding: request.subscriptionLanding ?? null,
      inline,
      unsaved: request.unsaved ?? null,
    },
    request.address,
  );
  await router.load();
  const html = withUsedCss(renderToString(<RouterProvider router={router} />), request.assets.css, inline);
  const { matches } = router.state;
  const failed = matches.find((match) => match.status === "error");
  const notFound = matches.find((match) => match.status === "notFound");
  return {
    status: notFound ? (isGone(notFound.error) ? 410 : 404) : failed ? 500 : 200,
    html: html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html>${html}`,
    inline: { scripts: inline.scripts, styles: inline.styles },
    failure: failed?.error,
  };
}

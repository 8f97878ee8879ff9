import { buildSeoHead, type SeoInput } from "@staffing/shared";

/** A public page's head: the page over its page type's SEO settings over the global ones. */
export function seoHead(siteUrl: string, input: Omit<SeoInput, "siteUrl">) {
  return buildSeoHead({ ...input, siteUrl });
}

/**
 * A head rendered by a component rather than a route (the not-found screens): React puts the title,
 * meta and link elements into the document's head.
 */
export function HeadTags({ head }: { head: ReturnType<typeof buildSeoHead> }) {
  return (
    <>
      {head.meta.map((tag) =>
        "title" in tag ? (
          <title key="title">{tag.title}</title>
        ) : (
          <meta key={"name" in tag ? tag.name : tag.property} {...tag} />
        ),
      )}
      {head.links.map((link) => (
        <link key={link.rel} {...link} />
      ))}
      {head.scripts.map((script) => (
        <script
          key={script.children}
          type={script.type}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by buildSeoHead.
          dangerouslySetInnerHTML={{ __html: script.children }}
        />
      ))}
    </>
  );
}

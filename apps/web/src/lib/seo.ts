import { buildSeoHead, type SeoInput } from "@staffing/shared";

/**
 * A route's head: the page over its page type's SEO settings over global. The root route's
 * loader carries the site's absolute address for canonical links.
 */
export function seoHead(matches: readonly { loaderData?: unknown }[], input: Omit<SeoInput, "siteUrl">) {
  const siteUrl = (matches[0]?.loaderData as { siteUrl?: string } | undefined)?.siteUrl ?? "";
  return buildSeoHead({ ...input, siteUrl });
}

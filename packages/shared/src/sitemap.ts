/** One URL of the sitemap: a path on the site and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date | string | null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** The sitemaps.org 0.9 document for these entries, with absolute URLs on siteUrl. */
export function buildSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, "");
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeXml(base + entry.path)}</loc>`;
    const lastmod = entry.lastModified
      ? `\n    <lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`
      : "";
    return `  <url>\n${loc}${lastmod}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the admin never. */
export function buildRobotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${base}/sitemap.xml\n`;
}

// Renders the demo content's images from the SVG sources beside this file, over the WebP files
// under seed/media: one illustration per blog post, chosen by its category, and the Open Graph
// image of each public page, and the demo people's portraits. Run it after changing a source (seeding puts the images into the media
// library, which makes their narrower copies):
//
//   pnpm --filter @staffing/db exec tsx src/seed/art/render.ts
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  ABOUT_PAGE,
  BLOG_TEXTS,
  type BlogCategory,
  COMPANY,
  CONTACT_PAGE,
  FOOTER,
  HOME,
  MEDIA_IMAGE_WIDTH,
  NAV,
  SERVICES_PAGE,
} from "@staffing/shared";
import sharp from "sharp";
import { seedMediaFolder } from "..";
import { blogPostsPartOne } from "../demo/blog-posts-part-one";
import { blogPostsPartTwo } from "../demo/blog-posts-part-two";
import { type SeedPerson, seedPeople } from "../demo/people";

const artFolder = path.dirname(fileURLToPath(import.meta.url));
// The site's own illustrations and logo: the Open Graph images show the same drawings as the pages.
const siteArtFolder = path.resolve(artFolder, "../../../../../apps/web/src/site/art");

/** Open Graph proportion, as social networks crop it. */
const IMAGE_HEIGHT = Math.round((MEDIA_IMAGE_WIDTH * 630) / 1200);

/**
 * Each category's illustrations, in the order its posts take them (seed order), so two posts of one
 * category never share a picture; each variation also has its own colourway (navy, teal or light),
 * arranged so that neighbours on the blog page differ.
 */
const BLOG_ART: Record<BlogCategory, string[]> = {
  "Staffing Trends": ["blog-staffing-trends-1.svg", "blog-staffing-trends-2.svg"],
  "HR Management": ["blog-hr-management-1.svg", "blog-hr-management-2.svg", "blog-hr-management-3.svg"],
  "Industry Insights": ["blog-industry-insights-1.svg", "blog-industry-insights-2.svg"],
  "Remote Work": ["blog-remote-work-1.svg", "blog-remote-work-2.svg"],
  Technology: ["blog-technology-1.svg", "blog-technology-2.svg", "blog-technology-3.svg"],
  "Best Practices": ["blog-best-practices-1.svg", "blog-best-practices-2.svg"],
};

async function renderWebp(svg: Buffer, file: string): Promise<number> {
  await sharp(svg)
    .resize({ width: MEDIA_IMAGE_WIDTH, height: IMAGE_HEIGHT, fit: "fill" })
    .webp({ quality: 80, effort: 6 })
    .toFile(file);
  return statSync(file).size;
}

/** The file under seed/media that a `/media/...` address serves. */
function mediaFile(src: string): string {
  return path.join(seedMediaFolder, src.replace(/^\/media\//, ""));
}

export async function renderBlogImages(): Promise<Array<{ file: string; source: string; bytes: number }>> {
  const taken = new Map<BlogCategory, number>();
  const written = [];
  for (const post of [...blogPostsPartOne, ...blogPostsPartTwo]) {
    const index = taken.get(post.category) ?? 0;
    taken.set(post.category, index + 1);
    const variations = BLOG_ART[post.category];
    const source = variations[index % variations.length] as string;
    const file = mediaFile(post.featuredImage);
    const bytes = await renderWebp(readFileSync(path.join(artFolder, source)), file);
    written.push({ file, source, bytes });
  }
  return written;
}

/** What each page's Open Graph image shows beside the logo: its name, a line of its own text, a drawing. */
const OG_PAGES: Record<string, { label?: string; tagline: string; art: OgArt }> = {
  global: { tagline: FOOTER.tagline, art: { site: "hero.svg" } },
  home: { tagline: HOME.heroTitle, art: { site: "hero.svg" } },
  services: { label: NAV.services, tagline: SERVICES_PAGE.intro, art: { site: "services-virtual.svg" } },
  about: { label: NAV.about, tagline: ABOUT_PAGE.mission, art: { site: "about-story.svg" } },
  blog: {
    label: NAV.blog,
    tagline: BLOG_TEXTS.intro,
    art: { posts: ["blog-hr-management-1.svg", "blog-staffing-trends-1.svg"] },
  },
  contact: { label: NAV.contact, tagline: CONTACT_PAGE.intro, art: { site: "contact.svg" } },
};

type OgArt = { site: string } | { posts: [string, string] };

const FONT = "Liberation Sans";
const TAGLINE_SIZE = 38;
const TAGLINE_WIDTH = 500;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * One SVG file as an element placed in the given box; its ids get a prefix so that two drawings in one
 * image cannot take each other's definitions.
 */
function placeSvg(
  file: string,
  prefix: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const source = readFileSync(file, "utf8")
    .replace(/id="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/(href="#|url\(#)([^")]+)/g, `$1${prefix}-$2`);
  const attributes = source.match(/<svg([^>]*)>/)?.[1]?.replace(/\s*xmlns="[^"]*"/, "") ?? "";
  const inner = source.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg${attributes} x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}">${inner}</svg>`;
}

/** The width the renderer gives a line of text, measured with the same fonts (Pango and librsvg share fontconfig). */
async function textWidth(text: string, size: number, bold: boolean): Promise<number> {
  const { info } = await sharp({
    text: { text: escapeXml(text), font: `${FONT}${bold ? " Bold" : ""} ${size}`, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

async function wrapText(text: string, size: number, bold: boolean, width: number): Promise<string[]> {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await textWidth(candidate, size, bold)) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function ogArt(art: OgArt): string {
  if ("site" in art) {
    return placeSvg(path.join(siteArtFolder, art.site), "art", { x: 640, y: 118, width: 480, height: 400 });
  }
  // Two post cards, the second tilted behind the first, each a blog illustration above two title bars.
  const card = (source: string, prefix: string) =>
    `<rect width="400" height="290" rx="22" fill="#fff"/>` +
    `<svg width="400" height="210"><clipPath id="${prefix}-clip"><rect width="400" height="210" rx="22"/><rect y="100" width="400" height="110"/></clipPath>` +
    `<g clip-path="url(#${prefix}-clip)">${placeSvg(path.join(artFolder, source), prefix, { x: 0, y: 0, width: 400, height: 210 })}</g></svg>` +
    `<rect x="24" y="232" width="300" height="14" rx="7" fill="#13315c"/>` +
    `<rect x="24" y="258" width="180" height="12" rx="6" fill="#d9e0ea"/>`;
  const [back, front] = art.posts;
  return (
    `<g transform="translate(712 136) rotate(5 200 145)" opacity=".9">${card(back, "back")}</g>` +
    `<g transform="translate(668 186) rotate(-3 200 145)">${card(front, "front")}</g>`
  );
}

async function ogText(page: { label?: string; tagline: string }): Promise<string> {
  const parts: string[] = [];
  let y = 250;
  if (page.label) {
    const width = (await textWidth(page.label, 24, true)) + 48;
    parts.push(
      `<rect x="80" y="${y - 34}" width="${width}" height="48" rx="24" fill="#2a9d8f"/>`,
      `<text x="104" y="${y - 2}" fill="#fff" font-size="24" font-weight="700">${escapeXml(page.label)}</text>`,
    );
    y += 80;
  } else {
    y += 30;
  }
  for (const line of await wrapText(page.tagline, TAGLINE_SIZE, true, TAGLINE_WIDTH)) {
    parts.push(
      `<text x="80" y="${y}" fill="#fff" font-size="${TAGLINE_SIZE}" font-weight="700">${escapeXml(line)}</text>`,
    );
    y += Math.round(TAGLINE_SIZE * 1.3);
  }
  const site = COMPANY.emails[0].split("@")[1] as string;
  parts.push(
    `<rect x="80" y="538" width="48" height="6" rx="3" fill="#2a9d8f"/>`,
    `<text x="144" y="549" fill="#e0f2f0" font-size="24">${escapeXml(site)}</text>`,
  );
  return `<g font-family="${FONT}, Arial, Helvetica, sans-serif">${parts.join("")}</g>`;
}

export async function renderOgImages(): Promise<Array<{ file: string; bytes: number }>> {
  const frame = readFileSync(path.join(artFolder, "og-frame.svg"), "utf8");
  const logo = placeSvg(path.join(siteArtFolder, "logo-on-dark.svg"), "logo", {
    x: 80,
    y: 90,
    width: 440,
    height: 88,
  });
  const written = [];
  for (const [name, page] of Object.entries(OG_PAGES)) {
    const svg = frame
      .replace('<g id="og-art"/>', ogArt(page.art))
      .replace('<g id="og-logo"/>', logo)
      .replace('<g id="og-text"/>', await ogText(page));
    const file = mediaFile(`/media/og/${name}.webp`);
    written.push({ file, bytes: await renderWebp(Buffer.from(svg), file) });
  }
  return written;
}

/** The side of a demo portrait: square, as the team's cards and author pages show it. */
const PORTRAIT_SIZE = 800;

/** A demo person's portrait: a drawn head and shoulders in their colours, no one's real face. */
function portraitSvg({ portrait: p }: SeedPerson): string {
  const hair = {
    short: `<path d="M290 330c0-90 50-140 110-140s110 50 110 140c-20-50-60-70-110-70s-90 20-110 70z" fill="${p.hair}"/>`,
    long: `<path d="M270 360c0-110 55-170 130-170s130 60 130 170v150h-50V350c-20-40-50-60-80-60s-60 20-80 60v160h-50z" fill="${p.hair}"/>`,
    bun: `<circle cx="400" cy="175" r="45" fill="${p.hair}"/><path d="M290 330c0-90 50-135 110-135s110 45 110 135c-25-45-60-65-110-65s-85 20-110 65z" fill="${p.hair}"/>`,
  }[p.hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${p.background}"/>
<circle cx="650" cy="140" r="180" fill="#fff" opacity=".08"/>
<circle cx="120" cy="700" r="220" fill="#000" opacity=".06"/>
<path d="M160 800c0-150 105-250 240-250s240 100 240 250z" fill="${p.shirt}"/>
<path d="M350 560h100v40c0 30-22 50-50 50s-50-20-50-50z" fill="${p.skin}"/>
<ellipse cx="400" cy="370" rx="115" ry="135" fill="${p.skin}"/>
${hair}
</svg>`;
}

export async function renderPeopleImages(): Promise<Array<{ file: string; bytes: number }>> {
  const written = [];
  for (const person of seedPeople) {
    const file = mediaFile(person.photo);
    await sharp(Buffer.from(portraitSvg(person)))
      .resize({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE })
      .webp({ quality: 80, effort: 6 })
      .toFile(file);
    written.push({ file, bytes: statSync(file).size });
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const { file, source, bytes } of await renderBlogImages()) {
    console.log(`${path.relative(seedMediaFolder, file)} <- ${source} (${Math.round(bytes / 1024)} KB)`);
  }
  for (const { file, bytes } of await renderOgImages()) {
    console.log(`${path.relative(seedMediaFolder, file)} (${Math.round(bytes / 1024)} KB)`);
  }
  for (const { file, bytes } of await renderPeopleImages()) {
    console.log(`${path.relative(seedMediaFolder, file)} (${Math.round(bytes / 1024)} KB)`);
  }
}

// Renders the demo content's images from the SVG sources beside this file, over the WebP files
// under seed/media: one illustration per blog post, chosen by its category, and the Open Graph
// image of each public page. Run it after changing a source, then refresh the narrower copies:
//
//   pnpm --filter @staffing/db exec tsx src/seed/art/render.ts
//   pnpm --filter @staffing/db media:variants
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BlogCategory, MEDIA_IMAGE_WIDTH } from "@staffing/shared";
import sharp from "sharp";
import { seedMediaFolder } from "..";
import { blogPostsPartOne } from "../demo/blog-posts-part-one";
import { blogPostsPartTwo } from "../demo/blog-posts-part-two";

const artFolder = path.dirname(fileURLToPath(import.meta.url));

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

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, source, bytes } of await renderBlogImages()) {
    console.log(`${path.relative(seedMediaFolder, file)} <- ${source} (${Math.round(bytes / 1024)} KB)`);
  }
}

import { type Database, mediaItems } from "@staffing/db";
import { type Section, sectionImages, VALIDATION_MESSAGES } from "@staffing/shared";
import { inArray } from "drizzle-orm";
import { invalidFields, type RefusedField } from "./errors";
import { sanitizeArticleHtml, sanitizeForDisplay } from "./html";

// What the API does to a page's sections beyond their schemas: rich text is sanitized as post
// content is (when stored and again when read), every other text is stored as typed (React escapes
// it when the site shows it), and every image must be one of the media library's.

/** What a tab may hold: any section but tabs. */
type LeafSection = Exclude<Section, { type: "serviceTabs" }>;

function leafWithHtml<S extends LeafSection>(section: S, sanitize: (html: string) => string): S {
  return section.type === "richText" ? { ...section, html: sanitize(section.html) } : section;
}

/** Every rich-text section's HTML through `sanitize`, the tabs' sections included. */
function withRichText(sections: Section[], sanitize: (html: string) => string): Section[] {
  return sections.map((section) =>
    section.type === "serviceTabs"
      ? {
          ...section,
          tabs: section.tabs.map((tab) => ({
            ...tab,
            sections: tab.sections.map((inner) => leafWithHtml(inner, sanitize)),
          })),
        }
      : leafWithHtml(section, sanitize),
  );
}

/** Sections as they are stored: rich text with only the markup an article may have. */
export const sectionsToStore = (sections: Section[]) => withRichText(sections, sanitizeArticleHtml);

/** Sections as a visitor's page shows them (rich text sanitized again, as post content is when read). */
export const sectionsForDisplay = (sections: Section[]) => withRichText(sections, sanitizeForDisplay);

/**
 * Refuses (400) a list of sections that shows an image the media library does not have, naming each
 * such image's address (`sections.0.image.src`): a page never points at a file that is not there.
 */
export async function assertLibraryImages(
  db: Database,
  sections: readonly Section[],
  field: (string | number)[] = ["sections"],
): Promise<void> {
  const images = sectionImages(sections);
  if (images.length === 0) return;
  const addresses = [...new Set(images.map((image) => image.src))];
  const known = new Set(
    (await db.select({ url: mediaItems.url }).from(mediaItems).where(inArray(mediaItems.url, addresses))).map(
      (row) => row.url,
    ),
  );
  const missing: RefusedField[] = images
    .filter((image) => !known.has(image.src))
    .map((image) => ({
      path: [...field, ...image.path, "src"],
      message: VALIDATION_MESSAGES.imageNotInLibrary,
    }));
  if (missing.length > 0) throw invalidFields(missing);
}

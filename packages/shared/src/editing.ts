// Pure helpers of the admin's forms and cards (SPEC sections 4, 5 and 9), shared with their tests.

/** Comma-separated tags as typed: split, trimmed, empty entries dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** The tags back as the text the form shows. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(", ");
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

/** The visible text of stored HTML: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => NAMED_ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

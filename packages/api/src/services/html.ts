import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";

// Only plainly absolute or site-relative addresses: anything else is where obfuscated script URLs hide.
const SAFE_LINK = /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i;
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

function withoutUnsafe(
  attribs: sanitizeHtml.Attributes,
  name: string,
  safe: RegExp,
): sanitizeHtml.Attributes {
  const kept = { ...attribs };
  const value = kept[name];
  if (value !== undefined && !safe.test(value)) delete kept[name];
  return kept;
}

// Article markup editors may use. Anything else (script, iframe, event handlers, style,
// javascript: URLs) is dropped, so nothing an editor types runs in a visitor's browser.
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "h1",
    "h2",
    "figure",
    "figcaption",
    "picture",
    "source",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "srcset", "sizes"],
    source: ["srcset", "type", "media", "sizes"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    code: ["class"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const kept = withoutUnsafe(attribs, "href", SAFE_LINK);
      // Links that open a new tab may not reach back into ours.
      if (kept.target === "_blank") kept.rel = "noopener noreferrer";
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withoutUnsafe(attribs, "src", SAFE_IMAGE) }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}

// The same stored HTML is shown over and over; sanitizing it again for every visitor would cost
// more than serving it. Keyed by the HTML itself, so an edit is never served stale.
const displayed = new LRUCache<string, string>({
  max: 1000,
  maxSize: 20_000_000,
  sizeCalculation: (v) => v.length + 1,
});

/**
 * Sanitizes HTML again on its way to a visitor: content stored before a rule was tightened, or
 * written into the database by something other than the API, is made safe all the same.
 */
export function sanitizeForDisplay(html: string): string {
  let clean = displayed.get(html);
  if (clean === undefined) {
    clean = sanitizeArticleHtml(html);
    displayed.set(html, clean);
  }
  return clean;
}

// Each page inlines the site's stylesheet (no request before the first paint), but only the rules
// it can use: a rule naming classes is kept when one of them is in the page's markup or is one an
// island may add in the browser (classesInBrowser). The whole sheet is about 9 KB compressed, a page's
// share 4 to 7: with the rest of the document that keeps most pages within the first round trip's
// 14 KB, which is what a phone's first paint waits for. Rules without classes (elements, :root,
// @font-face, @keyframes) are always kept, and the order of what is kept never changes.

/** A parsed rule: a style rule or leaf at-rule (`body`), a grouping at-rule (`children`), or a statement. */
type CssNode =
  | { kind: "rule"; prelude: string; body: string; classes: string[] }
  | { kind: "group"; prelude: string; children: CssNode[] }
  | { kind: "statement"; text: string };

/** At-rules whose block holds rules, each kept or left out on its own. */
const GROUPS = /^@(media|supports|container|layer|scope|document)\b/i;

/** Splits a stylesheet's text (as the build minified it) into its rules. */
export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let at = 0;
  while (at < css.length) {
    const open = nextOf(css, at, "{;");
    if (open === -1) break;
    const prelude = css.slice(at, open).trim();
    if (css[open] === ";") {
      if (prelude) nodes.push({ kind: "statement", text: `${prelude};` });
      at = open + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    if (GROUPS.test(prelude)) nodes.push({ kind: "group", prelude, children: parseCss(body) });
    else
      nodes.push({ kind: "rule", prelude, body, classes: prelude.startsWith("@") ? [] : classesOf(prelude) });
    at = close + 1;
  }
  return nodes;
}

/** The rules of `nodes` this page can use, as text. */
export function usedCss(nodes: CssNode[], used: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "statement") out += node.text;
    else if (node.kind === "rule") {
      if (node.classes.length === 0 || node.classes.some((name) => used.has(name)))
        out += `${node.prelude}{${node.body}}`;
    } else {
      const inner = usedCss(node.children, used);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Every class name the markup's class attributes hold. */
export function classesInMarkup(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]?.split(/\s+/) ?? []) if (name) names.add(name);
  }
  return names;
}

/** The class names a selector list names (not those inside attribute selectors or strings). */
function classesOf(selectors: string): string[] {
  const bare = selectors.replace(/\[[^\]]*\]/g, "").replace(/"[^"]*"|'[^']*'/g, "");
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
}

/** The first of `chars` at or after `from`, outside strings; -1 when none. */
function nextOf(css: string, from: number, chars: string): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i] as string;
    if (c === '"' || c === "'") i = endOfString(css, i);
    else if (chars.includes(c)) return i;
  }
  return -1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = endOfString(css, i);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  throw new Error("The stylesheet has an unclosed block.");
}

function endOfString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

// The site's illustrations (src/site/art), by file name, as the URLs the browser build gives them.
const ART = import.meta.glob<string>("../art/*.svg", { query: "?url", import: "default", eager: true });

/** An illustration's URL by its name ("hero", "about-story", ...). */
export function artUrl(name: string): string {
  const url = ART[`../art/${name}.svg`];
  if (!url) throw new Error(`No illustration named ${name} in src/site/art.`);
  return url;
}

import { SvgIcon } from "./SvgIcon";

// Every icon, for markup the server renders (never bundled for the browser).
const ICONS = import.meta.glob<string>("../art/icons/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** An icon by its file name in src/site/art/icons. */
export function Icon({ name, className }: { name: string; className?: string }) {
  const svg = ICONS[`../art/icons/${name}.svg`];
  if (!svg) throw new Error(`No icon named ${name} in src/site/art/icons.`);
  return <SvgIcon svg={svg} className={className} />;
}

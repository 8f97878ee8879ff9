import styles from "./ClientMarks.module.css";
import { SvgIcon } from "./SvgIcon";

// The client wordmarks (fictional companies), single-colour SVG so the strip can be greyed.
const MARKS = import.meta.glob<string>("../art/clients/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

// "harbor-freight.svg" -> "Harbor Freight": the mark's name for screen readers.
const nameOf = (file: string) =>
  (file.split("/").pop() ?? "")
    .replace(/\.svg$/, "")
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** A strip of client marks (a list of names for screen readers). */
export function ClientMarks() {
  return (
    <ul className={styles.marks}>
      {Object.entries(MARKS).map(([file, svg]) => (
        <li key={file} className={styles.mark}>
          <SvgIcon svg={svg} className={styles.svg} />
          <span className="visually-hidden">{nameOf(file)}</span>
        </li>
      ))}
    </ul>
  );
}

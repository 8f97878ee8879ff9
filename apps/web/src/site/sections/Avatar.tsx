import type { MediaImage } from "@staffing/shared";
import styles from "./Avatar.module.css";
import { SectionImage } from "./SectionImage";

/**
 * A person's photo, or their initials when there is none. The name is written beside it, so the photo
 * says nothing more to a screen reader.
 */
export function Avatar({
  name,
  photo,
  size,
  priority = false,
}: {
  name: string;
  photo: MediaImage | null;
  size: "small" | "large";
  /** The first thing a page shows (an author's page): fetched first. */
  priority?: boolean;
}) {
  if (photo) {
    return (
      <SectionImage
        image={{ ...photo, alt: "" }}
        sizes={size === "small" ? "44px" : "(min-width: 900px) 280px, 45vw"}
        className={styles[`${size}Photo`]}
        priority={priority}
      />
    );
  }
  return (
    <span className={styles[`${size}Initials`]} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((part) => part[0])
    .join("");

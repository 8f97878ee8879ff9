import type { ElementType } from "react";
import ui from "../styles/ui.module.css";

/** The eyebrow, heading and introduction a section opens with, centred above its content. */
export function SectionHeader({
  eyebrow = "",
  heading,
  intro = "",
  Heading,
  className = ui.sectionHeader,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  Heading: ElementType;
  className?: string | undefined;
}) {
  if (!eyebrow && !heading && !intro) return null;
  return (
    <div className={className}>
      {eyebrow ? <p className={ui.eyebrow}>{eyebrow}</p> : null}
      {heading ? <Heading>{heading}</Heading> : null}
      {intro ? <p className={ui.lead}>{intro}</p> : null}
    </div>
  );
}

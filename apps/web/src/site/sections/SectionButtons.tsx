import type { SectionButton } from "@staffing/shared";
import ui from "../styles/ui.module.css";

/** A section's buttons, each in its style (primary, outline, accent). */
export function SectionButtons({
  buttons,
  className,
}: {
  buttons: SectionButton[];
  className: string | undefined;
}) {
  if (buttons.length === 0) return null;
  return (
    <div className={className}>
      {buttons.map((button) => (
        <a key={`${button.label} ${button.href}`} href={button.href} className={ui[button.style]}>
          {button.label}
        </a>
      ))}
    </div>
  );
}

import type { SectionButton } from "@staffing/shared";
import { phoneHref } from "../components/contact-links";
import ui from "../styles/ui.module.css";
import { useSectionEnvironment } from "./environment";

/** A call button: its label and the profile's number it calls. */
export interface CallButton {
  label: string;
  number: string;
}

/**
 * A hero's call button ("Call 24/7: +1 (800) 555-0199"): the company profile's phone with the label
 * it names, else its first; none without a label or a phone.
 */
export function useCallButton(section: { callButton: string; callPhone: string }): CallButton | null {
  const { phones } = useSectionEnvironment().profile;
  if (!section.callButton) return null;
  const phone = phones.find((candidate) => candidate.label === section.callPhone) ?? phones[0];
  return phone ? { label: section.callButton, number: phone.number } : null;
}

/** A section's buttons, each in its style (primary, outline, accent), and its call button last. */
export function SectionButtons({
  buttons,
  call = null,
  className,
}: {
  buttons: SectionButton[];
  call?: CallButton | null;
  className: string | undefined;
}) {
  if (buttons.length === 0 && !call) return null;
  return (
    <div className={className}>
      {buttons.map((button) => (
        <a key={`${button.label} ${button.href}`} href={button.href} className={ui[button.style]}>
          {button.label}
        </a>
      ))}
      {call ? (
        <a href={phoneHref(call.number)} className={ui.outline}>
          {call.label}: {call.number}
        </a>
      ) : null}
    </div>
  );
}

import { PUBLIC_FORMS, SECTION_TEXTS } from "@staffing/shared";
import { InquiryFormIsland } from "../components/InquiryFormIsland";
import { outcomeOf } from "../outcome";
import ui from "../styles/ui.module.css";
import { useSectionEnvironment } from "./environment";

/**
 * The inquiry form where a section asks for it (an island of its own). A page has one: its fields'
 * ids and its anchor (#inquiry) are the page's, so a second section that asks for it links to it.
 */
export function InquiryFormSlot({ heading }: { heading: string }) {
  const environment = useSectionEnvironment();
  const { anchor } = PUBLIC_FORMS.inquiry;
  if (environment.inquiryForm.shown) {
    return (
      <a href={`#${anchor}`} className={ui.primary}>
        {SECTION_TEXTS.toTheForm}
      </a>
    );
  }
  environment.inquiryForm.shown = true;
  return (
    // With its help text (where to call or write instead) from the company profile.
    <InquiryFormIsland
      {...(heading ? { heading } : {})}
      returnTo={`${environment.path}#${anchor}`}
      outcome={outcomeOf(environment.outcome, "inquiry")}
    />
  );
}

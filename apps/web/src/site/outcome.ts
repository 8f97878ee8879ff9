import type { FormOutcome, PublicFormName } from "@staffing/shared";

/** The visitor's last no-JavaScript post, if it was of this form. */
export const outcomeOf = (outcome: FormOutcome | null, form: PublicFormName) =>
  outcome?.form === form ? outcome : null;

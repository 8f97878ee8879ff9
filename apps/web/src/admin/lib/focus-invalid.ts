/**
 * Takes the keyboard (and the scroll) to the first field a dialog marked invalid, so a message at
 * the top of a long form is not missed below the fold. Runs after the render that marks it.
 */
export function focusFirstInvalidField() {
  setTimeout(() => {
    document
      .querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]:not([aria-hidden="true"])')
      ?.focus();
  });
}

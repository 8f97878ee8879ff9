// Where this visit began, remembered in the tab (sessionStorage: no cookie, gone with the tab), so an
// inquiry sent pages later still tells its landing page, its campaign and the outside page that led
// there. The islands' loader calls rememberVisit on every page (only the visit's first page writes);
// the inquiry form reads it back with visitAttribution (visit-attribution.ts). This module is in
// every page's first script, so it keeps the first page as it is and leaves the reading to the form.

export const VISIT_KEY = "visit";

/** What the tab keeps of the visit's first page. */
export interface Visit {
  /** Its path and query on this site. */
  landing: string;
  /** The page of another site that led to it, as the browser told (often that site's origin). */
  referrer: string | null;
}

// Storage can be switched off (or throw on access) in a private window: then nothing is remembered.
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the first page of this tab's visit, once. */
export function rememberVisit(): void {
  const storage = tabStorage();
  try {
    if (!storage || storage.getItem(VISIT_KEY)) return;
    const { referrer } = document;
    const visit: Visit = {
      landing: location.pathname + location.search,
      referrer: referrer && new URL(referrer).origin !== location.origin ? referrer : null,
    };
    storage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // A full or refused storage: the inquiry then tells its own page only.
  }
}

// Issue 21's first-party analytics: one beacon per page view, sent by the loader every public page
// runs, so a page from the page cache or a CDN counts the same. It sends the page's path, the page
// before it (the browser's referrer: the server counts a visit begun when it is not one of the site's
// pages) and the campaign's utm_source, utm_medium and utm_campaign; no cookie, no id, nothing stored
// by this beacon in the browser. The server reads the device class from the user agent and keeps only counters.
// (The server's PAGE_VIEW_BEACON_PATH; written here so the loader imports nothing.)
const BEACON_PATH = "/api/views";

export function sendPageView() {
  // A visitor who asked not to be tracked sends nothing (the server checks DNT and Sec-GPC too).
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (privacy.globalPrivacyControl || navigator.doNotTrack === "1") return;
  // Pages kept from search engines are not the site's pages to count: the not-found screen, previews.
  if (document.querySelector('meta[name="robots"][content*="noindex"]')) return;
  // A page being prerendered (Speculation Rules) is not viewed until it is shown.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", sendPageView, { once: true });
    return;
  }
  const query = new URLSearchParams(location.search);
  const body = JSON.stringify({
    path: location.pathname,
    referrer: document.referrer || null,
    utmSource: query.get("utm_source"),
    utmMedium: query.get("utm_medium"),
    utmCampaign: query.get("utm_campaign"),
  });
  // A string goes as text/plain: a simple request, never held back by a preflight.
  if (!navigator.sendBeacon?.(BEACON_PATH, body)) {
    void fetch(BEACON_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
  }
}

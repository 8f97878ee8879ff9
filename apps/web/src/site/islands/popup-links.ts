/**
 * Links marked `data-popup` (the share buttons) open in a small window of the size they name
 * (`data-popup="width=600,height=400"`), from the very first click. The islands' loader handles them
 * for the whole page, so a click that comes before the island's code has arrived (a visitor's first)
 * gets the same window as every later one; a link whose window is blocked goes where it points.
 */
export function openPopupLinks(root: Document) {
  root.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-popup]");
    if (!link) return;
    const popup = window.open(link.href, link.target || "_blank", `popup,${link.dataset.popup ?? ""}`);
    if (!popup) return;
    // The network's page gets no handle on ours (what rel="noopener" does for the plain link).
    popup.opener = null;
    event.preventDefault();
  });
}

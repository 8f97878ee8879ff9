import type { ComponentType } from "react";
import { showBrandFontAfterLoad } from "../brand-font";
import { rememberVisit } from "./attribution";
import { newIdempotencyKey } from "./idempotency";
import { sendPageView } from "./page-view-beacon";
import { openPopupLinks } from "./popup-links";
import { ISLANDS, type IslandName } from "./registry";
import { fillVisitFields } from "./visit-attribution";

// The only script a public page runs before the visitor does anything: it finds the islands the
// server marked, and fetches and hydrates each one (React and the island's component) when the
// visitor comes to it. Everything else on the page is HTML and CSS.

const hydrated = new WeakMap<HTMLElement, Promise<void>>();

/** Fetches an island's code and hydrates it in place; once per island. */
function hydrate(island: HTMLElement): Promise<void> {
  let done = hydrated.get(island);
  if (!done) {
    done = (async () => {
      const name = island.dataset.island as IslandName;
      // React and the island's code arrive together, only now.
      const [{ hydrateIsland }, module] = await Promise.all([import("./hydrate"), ISLANDS[name]()]);
      const props = JSON.parse(island.dataset.props ?? "{}");
      await hydrateIsland(island, module.default as ComponentType<object>, props, island.dataset.prefix);
      island.dataset.hydrated = "true";
    })();
    hydrated.set(island, done);
  }
  return done;
}

// What counts as coming to an island: hovering it, touching it, moving the focus into it.
const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

const visible = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    visible.unobserve(entry.target);
    void hydrate(entry.target as HTMLElement);
  }
});

function watch(island: HTMLElement) {
  if (island.dataset.load === "visible") {
    visible.observe(island);
    return;
  }
  // This script arrives after the first paint (site/islands-loader.ts): a visitor already in the
  // island (a field focused, the pointer on it) came to it before, and it runs at once.
  if (island.matches(":focus-within, :hover")) {
    void hydrate(island);
    return;
  }
  const start = (event: Event) => {
    for (const type of INTERACTIONS) island.removeEventListener(type, start);
    void hydrate(island).then(() => keepHovering(event));
  };
  for (const type of INTERACTIONS) island.addEventListener(type, start, { passive: true });
  // A button pressed before its island was ready (the code was still on its way) is pressed again
  // once it is. Links and form submissions are left alone: they work without the island.
  island.addEventListener(
    "click",
    (event) => {
      if (island.dataset.hydrated) return;
      const button = (event.target as Element).closest<HTMLElement>("[data-replay]");
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      void hydrate(island).then(() => requestAnimationFrame(() => button.click()));
    },
    { capture: true },
  );
}

/**
 * The pointer that brought an island's code is usually still on it: say so again once the island
 * runs, so what opens on hover (the Services menu, a tooltip) opens without another move.
 */
function keepHovering(event: Event) {
  if (!(event instanceof PointerEvent) || event.pointerType !== "mouse") return;
  const target = event.target as Element;
  if (!target.isConnected || !target.matches(":hover")) return;
  target.dispatchEvent(
    new PointerEvent("pointermove", {
      bubbles: true,
      pointerType: "mouse",
      clientX: event.clientX,
      clientY: event.clientY,
    }),
  );
}

function islandNamed(name: IslandName): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-island="${name}"]`);
}

/**
 * A form's one-time key, made before the visitor can press anything: the form posts it without
 * JavaScript, the island sends it through the API, and either way the server stores the inquiry once.
 */
function fillIdempotencyKeys() {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name="idempotencyKey"]')) {
    if (!input.value) input.value = newIdempotencyKey();
  }
}

fillIdempotencyKeys();
rememberVisit();
fillVisitFields();
showBrandFontAfterLoad();
sendPageView();
openPopupLinks(document);
for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) watch(island);

// An island can ask for another (a form asks for the toasts to show its message).
document.addEventListener("island:request", (event) => {
  const island = islandNamed((event as CustomEvent<IslandName>).detail);
  if (island) void hydrate(island);
});

// Browser tests wait for this before they act (the panel sets it too, once it has rendered).
document.documentElement.dataset.hydrated = "true";

// SPEC section 9: F8 moves the focus to the notifications, whether or not one has been shown yet.
document.addEventListener("keydown", (event) => {
  const toasts = islandNamed("toasts");
  if (event.key !== "F8" || !toasts || toasts.dataset.hydrated) return;
  event.preventDefault();
  void hydrate(toasts).then(() =>
    requestAnimationFrame(() => toasts.querySelector<HTMLElement>("ol")?.focus()),
  );
});

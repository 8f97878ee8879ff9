import { type ComponentType, createElement, type ReactElement, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** Renders the island as it is and says when React has committed it (no element of its own). */
function Committed({ island, onCommit }: { island: ReactElement; onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return island;
}

/**
 * Hydrates an island in place as a React root of its own (with the id prefix the server rendered it
 * with). Resolves once React has committed it: its handlers are attached.
 */
export function hydrateIsland(
  container: HTMLElement,
  component: ComponentType<object>,
  props: object,
  identifierPrefix: string | undefined,
): Promise<void> {
  return new Promise((committed) => {
    const island = createElement(component, props);
    hydrateRoot(container, createElement(Committed, { island, onCommit: () => committed() }), {
      identifierPrefix,
    });
  });
}

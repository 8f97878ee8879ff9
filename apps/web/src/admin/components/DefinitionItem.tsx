import type { ReactNode } from "react";

/** One term and its value inside a <dl> (the inquiry details, an SEO card's settings). */
export function DefinitionItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

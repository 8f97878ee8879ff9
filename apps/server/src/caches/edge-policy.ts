import { publicCacheControl } from "./cache-control";
import type { NextChange } from "./next-change";

/** The Cache-Control of a public answer now, with this deployment's settings. */
export interface EdgePolicy {
  publicCacheControl(): string;
}

export function edgePolicy(
  sharedCacheSeconds: number,
  nextChange: Pick<NextChange, "secondsAway"> | null,
): EdgePolicy {
  return {
    publicCacheControl: () => publicCacheControl(sharedCacheSeconds, nextChange?.secondsAway() ?? null),
  };
}

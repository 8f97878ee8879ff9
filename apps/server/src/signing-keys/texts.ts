// What `pnpm auth:rotate-keys` prints: written once, read by the tests.
export const ROTATE_KEYS_TEXTS = {
  usage: "Usage: pnpm auth:rotate-keys [--drop-previous]",
  rotated: (kid: string) =>
    `A new signing key (${kid}) signs the access tokens from now on (running servers take it within a minute).`,
  previousKept: (until: Date) =>
    `The previous key still verifies the tokens it signed until ${until.toISOString()}; it is dropped after that.`,
  previousDropped:
    "Every previous key is dropped: the tokens they signed open nothing now, and signed-in staff get new ones when their page refreshes its session.",
  droppedExpired: (count: number) => `Dropped ${count} retired keys whose tokens have all expired.`,
} as const;

// Texts of the edge purge log (a card on the webhooks screen), written once for the card and its tests.

export const ADMIN_EDGE_PURGES = {
  heading: "Cache purges",
  text: "What each change asked the shared cache (Varnish or a CDN) to forget, newest first.",
  empty: "No purges yet.",
  loadFailed: "The purge log could not be loaded.",
  waiting: "Waiting",
  purged: (target: string) => (target === "none" ? "No cache configured" : `Purged at ${target}`),
  failed: (attempts: number, error: string) =>
    `Failed ${attempts} time${attempts === 1 ? "" : "s"}: ${error}`,
  /** Entries the card shows. */
  shown: 10,
} as const;

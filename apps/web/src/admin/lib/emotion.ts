import createCache from "@emotion/cache";

// One key on both sides, so the browser adopts the styles the server inlined instead of redoing them.
// The nonce lets the Content-Security-Policy accept those inline styles.
export const createEmotionCache = (nonce?: string) => createCache({ key: "css", nonce, prepend: true });

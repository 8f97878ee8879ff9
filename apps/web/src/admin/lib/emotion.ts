import createCache from "@emotion/cache";

// The nonce lets the page's Content-Security-Policy accept the styles MUI adds as the panel renders.
export const createEmotionCache = (nonce?: string) => createCache({ key: "css", nonce, prepend: true });

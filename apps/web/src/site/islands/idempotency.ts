/** A random one-time key for a form (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `form-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

// What a client is told when a request fails for a reason it cannot fix. The details go to the log
// only, under the request id the answer carries, so support can find them from what the user quotes.

export const REQUEST_ERROR_MESSAGES = {
  unexpected: "Something went wrong on our side. If it happens again, quote the request id.",
  databaseUnavailable: "The database is not reachable. Try again shortly.",
  nulCharacter: (field: string) => `${field} contains a NUL character (\\u0000), which cannot be stored.`,
} as const;

/** Says how long to wait in words a person reads at a glance ("2 minutes", not "3483 seconds"). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** What a client over one of the public limits is told (RATE_LIMITS). */
export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Try again in ${waitInWords(seconds)}.`;

/** The most calls one tRPC batch may carry: one request may not fan out into an unbounded answer. */
export const TRPC_MAX_BATCH_SIZE = 10;

/**
 * Where a NUL character sits in a parsed JSON value or query (in a string or in a key), as a path of
 * keys and indexes; null when there is none. PostgreSQL cannot store it in text, so it must be
 * refused at the door, naming the field, not fail deep in a query.
 */
export function findNulCharacter(value: unknown): (string | number)[] | null {
  // Iterative, each step linked to its parent: a hostile body may nest deeper than the call stack.
  interface Step {
    value: unknown;
    key: string | number;
    parent: Step | null;
  }
  const pathOf = (step: Step | null, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = step; at?.parent; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Step[] = [{ value, key: "", parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) pending.push({ value: item, key: index, parent: step });
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes("\u0000")) return pathOf(step, key.replaceAll("\u0000", "\\u0000"));
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

const FIELD_NAME_MAX_LENGTH = 200;

/** A path from findNulCharacter as a field name: `name`, `items.0.title` (cut short when absurdly deep). */
export function fieldName(path: (string | number)[]): string {
  const name = path.length ? path.join(".") : "input";
  return name.length > FIELD_NAME_MAX_LENGTH ? `${name.slice(0, FIELD_NAME_MAX_LENGTH)}…` : name;
}

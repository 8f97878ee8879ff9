import type { EdgePurger } from "@staffing/api";
import type { EdgePurgeTarget } from "../config";
import { keyOnTheWire } from "./surrogate-keys";

/** Cloudflare takes at most this many tags in one purge request; Fastly this many keys. */
const CLOUDFLARE_TAGS_PER_REQUEST = 30;
const FASTLY_KEYS_PER_REQUEST = 256;

/** No edge configured: purges are logged as sent nowhere (the origin's own caches need none). */
const NO_EDGE: EdgePurger = { name: "none", purge: async () => {} };

/** The purger EDGE_PURGE names, with its settings. */
export function edgePurger(target: EdgePurgeTarget | null, fetcher: typeof fetch = fetch): EdgePurger {
  const purger = edgePurgerOf(target, fetcher);
  return { name: purger.name, purge: (keys, signal) => purger.purge(keys.map(keyOnTheWire), signal) };
}

function edgePurgerOf(target: EdgePurgeTarget | null, fetcher: typeof fetch): EdgePurger {
  switch (target?.kind) {
    case "varnish":
      return {
        name: "varnish",
        // One PURGE per Varnish with every key in `xkey-purge` (docker/varnish/default.vcl): each
        // instance holds its own copies.
        purge: async (keys, signal) => {
          await Promise.all(
            target.urls.map((url) =>
              send(fetcher, `Varnish at ${new URL(url).host}`, url, {
                method: "PURGE",
                headers: { "xkey-purge": keys.join(" ") },
                signal,
              }),
            ),
          );
        },
      };
    case "cloudflare":
      return {
        name: "cloudflare",
        purge: async (keys, signal) => {
          for (const tags of chunks(keys, CLOUDFLARE_TAGS_PER_REQUEST))
            await send(
              fetcher,
              "Cloudflare",
              `https://api.cloudflare.com/client/v4/zones/${target.zoneId}/purge_cache`,
              {
                method: "POST",
                headers: { authorization: `Bearer ${target.apiToken}`, "content-type": "application/json" },
                body: JSON.stringify({ tags }),
                signal,
              },
            );
        },
      };
    case "fastly":
      return {
        name: "fastly",
        purge: async (keys, signal) => {
          for (const surrogateKeys of chunks(keys, FASTLY_KEYS_PER_REQUEST))
            await send(fetcher, "Fastly", `https://api.fastly.com/service/${target.serviceId}/purge`, {
              method: "POST",
              headers: { "fastly-key": target.apiToken, "content-type": "application/json" },
              body: JSON.stringify({ surrogate_keys: surrogateKeys }),
              signal,
            });
        },
      };
    default:
      return NO_EDGE;
  }
}

/** One purge request; a refusal throws with the edge's status (never the token sent). */
async function send(fetcher: typeof fetch, edge: string, url: string, init: RequestInit) {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "";
    throw new Error(`${edge} could not be reached${reason ? `: ${reason}` : ""}`);
  }
  await response.body?.cancel();
  if (!response.ok) throw new Error(`${edge} answered the purge with ${response.status}`);
}

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

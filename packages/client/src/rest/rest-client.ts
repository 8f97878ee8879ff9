import createClient, { type ClientForPath } from "openapi-fetch";
import type { paths } from "./openapi.gen";
import { REST_OPERATIONS } from "./operations.gen";

type Operations = typeof REST_OPERATIONS;
type RestCall<Path extends keyof paths, Method extends string> = ClientForPath<
  paths[Path],
  `${string}/${string}`
>[Uppercase<Method> & keyof ClientForPath<paths[Path], `${string}/${string}`>];

/**
 * Every REST operation of the site as `rest.<domain>.<name>(init)`, typed from the OpenAPI document:
 * `init` holds `params` (`path`, `query`) and `body`; the answer is openapi-fetch's `{ data, error,
 * response }`.
 *
 * ```ts
 * const { data: posts } = await api.rest.blog.list({ params: { query: { limit: 3 } } });
 * ```
 */
export type StaffingRest = {
  [Domain in keyof Operations]: {
    [Name in keyof Operations[Domain]]: Operations[Domain][Name] extends {
      path: infer Path extends keyof paths;
      method: infer Method extends string;
    }
      ? RestCall<Path, Method>
      : never;
  };
};

/** The REST operations against the site at `siteUrl`, each request carrying the current access token. */
export function createRest(siteUrl: URL, accessToken: (() => Promise<string>) | null): StaffingRest {
  const client = createClient<paths>({ baseUrl: siteUrl.origin });
  if (accessToken) {
    client.use({
      async onRequest({ request }) {
        request.headers.set("authorization", `Bearer ${await accessToken()}`);
        return request;
      },
    });
  }
  const rest: Record<string, Record<string, (init?: Record<string, unknown>) => Promise<unknown>>> = {};
  for (const [domain, operations] of Object.entries(REST_OPERATIONS)) {
    rest[domain] = {};
    for (const [name, { method, path }] of Object.entries(operations)) {
      const call = (init?: Record<string, unknown>) =>
        // The table and StaffingRest come from one document; the call is checked by its type, not here.
        (client.request as (method: string, url: string, init?: Record<string, unknown>) => Promise<unknown>)(
          method,
          path,
          init,
        );
      Object.assign(rest[domain], { [name]: call });
    }
  }
  return rest as unknown as StaffingRest;
}

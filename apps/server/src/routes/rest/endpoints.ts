import { apiRouters, restOperations } from "@staffing/api";
import { type Endpoint, endpointOf } from "./operations";

export type { Endpoint } from "./operations";

/** Every REST path of the spec, read from the bindings its procedures declare. */
export const ENDPOINTS: Endpoint[] = restOperations(apiRouters).map(endpointOf);
/** The paths under /api anyone may call (or a signed-in user, by role: see `access`). */
export const PUBLIC_ENDPOINTS = ENDPOINTS.filter((endpoint) => endpoint.prefix === "/api");
/** The staff paths, under /api/admin. */
export const ADMIN_ENDPOINTS = ENDPOINTS.filter((endpoint) => endpoint.prefix === "/api/admin");

import { AUTH_TOKEN_STORAGE_KEY } from "@staffing/shared";

// SPEC section 3: the admin's access token is kept in local storage under `auth_token`. Every tRPC
// call sends it, so the admin's procedures know who asks; public procedures ignore it.

export function readAuthToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null; // Storage can be blocked (privacy modes); then nobody is signed in.
  }
}

export function writeAuthToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to keep it in; the session still lives in memory for this tab.
  }
}

export function authorizationHeader(): Record<string, string> {
  const token = readAuthToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

import type { APIRequestContext } from "@playwright/test";
import type { AdminClientConfig } from "@staffing/shared";

/** The demo admin's token for the admin API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get("/auth/client-config")).json()) as AdminClientConfig;
  if (!config.demoCredentials) throw new Error("The e2e server runs in demo mode and must name its admin.");
  const session = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: config.anonKey },
    data: config.demoCredentials,
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  return token;
}

/** An admin API path's answer (JSON), read as the demo admin. */
export async function adminGet(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return response.json();
}

/** The inquiries stored under this name, read through the admin API as the demo admin. */
export async function inquiriesNamed(request: APIRequestContext, name: string): Promise<{ name: string }[]> {
  const rows = (await adminGet(request, `/api/admin/inquiries?q=${encodeURIComponent(name)}`)) as {
    name: string;
  }[];
  return rows.filter((row) => row.name === name);
}

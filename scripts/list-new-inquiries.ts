// Lists the inquiries still marked "new", from the command line, through the typed API client.
//
//   SITE_URL=http://localhost:3000 STAFF_EMAIL=admin@example.com STAFF_PASSWORD=demo-admin-2024 \
//     pnpm tsx scripts/list-new-inquiries.ts
//
// (or ACCESS_TOKEN=... instead of the e-mail and password). Every call and its answer are typed
// from the server's router: the input is checked as you type, `inquiry.status` is the status union,
// and dates arrive as ISO strings (JSON has no dates).
import { createApiClient } from "@staffing/api/client";

const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
const anonKey = process.env.SUPABASE_ANON_KEY ?? "local-dev-anon-key";

async function accessToken(): Promise<string> {
  if (process.env.ACCESS_TOKEN) return process.env.ACCESS_TOKEN;
  const response = await fetch(new URL("/auth/v1/token?grant_type=password", siteUrl), {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: process.env.STAFF_EMAIL, password: process.env.STAFF_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string; message?: string };
  if (!response.ok || !body.access_token)
    throw new Error(`Sign-in failed: ${body.message ?? response.status}`);
  return body.access_token;
}

const api = createApiClient(siteUrl, await accessToken());
const inquiries = await api.inquiries.list.query({ status: "new" });

if (inquiries.length === 0) console.log("No new inquiries.");
for (const inquiry of inquiries) {
  const received = new Date(inquiry.createdAt).toISOString().slice(0, 16).replace("T", " ");
  const service = inquiry.service ?? "no service chosen";
  console.log(`${received}  ${inquiry.name} <${inquiry.email}>  ${inquiry.company ?? "-"}  (${service})`);
}

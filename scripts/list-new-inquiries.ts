// Lists the inquiries still marked "new", from the command line, through @staffing/client.
//
//   SITE_URL=http://localhost:3000 STAFF_EMAIL=admin@example.com STAFF_PASSWORD=demo-admin-2024 \
//     pnpm tsx scripts/list-new-inquiries.ts
//
// (or ACCESS_TOKEN=... instead of the e-mail and password; STAFF_TOTP=123456 too for an account with a
// second factor). Every call and its answer are typed from the server's router: the input is checked
// as you type, `inquiry.status` is the status union, and dates arrive as ISO strings (JSON has no dates).
import { createStaffingClient } from "@staffing/client";

const url = process.env.SITE_URL ?? "http://localhost:3000";
const api = await createStaffingClient(
  process.env.ACCESS_TOKEN
    ? { url, accessToken: process.env.ACCESS_TOKEN }
    : {
        url,
        email: process.env.STAFF_EMAIL ?? "",
        password: process.env.STAFF_PASSWORD ?? "",
        ...(process.env.STAFF_TOTP ? { totp: process.env.STAFF_TOTP } : {}),
      },
);
const inquiries = await api.inquiries.list.query({ status: "new" });

if (inquiries.length === 0) console.log("No new inquiries.");
for (const inquiry of inquiries) {
  const received = new Date(inquiry.createdAt).toISOString().slice(0, 16).replace("T", " ");
  const service = inquiry.service ?? "no service chosen";
  console.log(`${received}  ${inquiry.name} <${inquiry.email}>  ${inquiry.company ?? "-"}  (${service})`);
}

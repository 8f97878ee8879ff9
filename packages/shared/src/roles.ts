import type { UserRole } from "./constants";

// DESIGN.md's role table: what each role may do. The server enforces it; the admin panel
// uses it to hide what a role cannot reach.
//   content:read      pages and posts: read, preview (every role)
//   content:write     pages and posts: create, edit, delete, publish, schedule, restore a revision
//   media:manage      the media library: upload, edit alt text, delete
//   redirects:manage  redirects: list, add, edit, delete (every role)
//   redirects:offsite a redirect to another host: it sends the site's visitors away
//   inquiries:manage  inquiries: read, change status, export, delete spam
//   audit:read        the audit log
//   site:write        the company profile (name, logo, phones, e-mails, offices, social links)
//   navigation:write  the navigation: the header's menu and the footer's columns of links
//   webhooks:manage   webhooks: add, edit, delete, send a test event, see deliveries
//   analytics:read    page views, referrers, sources and the inquiries they brought
//   jobs:manage       jobs (issue 30): read with drafts, create, edit, publish, schedule, close, delete
//   applications:manage  applications (issue 30): read, download résumés, move through stages, assign,
//                     note, reply, export
//   candidates:erase  erase one candidate's applications and résumés at once (admin only)
export const CAPABILITIES = [
  "stats:read",
  "content:read",
  "content:write",
  "media:manage",
  "redirects:manage",
  "redirects:offsite",
  "inquiries:manage",
  "seo:read",
  "seo:write",
  /** Users, roles, invites, another user's second factor, and requiring two-factor sign-in. */
  "users:manage",
  "subscribers:manage",
  "audit:read",
  "site:write",
  "navigation:write",
  "webhooks:manage",
  "analytics:read",
  "jobs:manage",
  "applications:manage",
  "candidates:erase",
  /** One's own profile, password, second factor and sessions. */
  "account:self",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<UserRole, readonly Capability[]> = {
  admin: CAPABILITIES,
  editor: [
    "stats:read",
    "content:read",
    "content:write",
    "jobs:manage",
    "media:manage",
    "redirects:manage",
    "seo:read",
    "site:write",
    "navigation:write",
    "account:self",
  ],
  seo_manager: [
    "stats:read",
    "content:read",
    "redirects:manage",
    "seo:read",
    "seo:write",
    "analytics:read",
    "account:self",
  ],
  // Writes jobs and handles applications; reads pages and posts, never writes them, nor users or SEO.
  recruiter: [
    "stats:read",
    "content:read",
    "jobs:manage",
    "applications:manage",
    "media:manage",
    "account:self",
  ],
};

/** Each role as people say it (issue 29): the one name every screen, message and mail uses. */
export const ROLE_LABELS: Record<UserRole, string> = {
  admin: "Admin",
  editor: "Editor",
  seo_manager: "SEO manager",
  recruiter: "Recruiter",
};

/** A role as people say it; a role this build does not know (an older client, a newer server) as it is stored. */
export const roleName = (role: string): string =>
  Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as UserRole] : role;

export function can(role: UserRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

export function rolesWith(capability: Capability): UserRole[] {
  return (Object.keys(ROLE_CAPABILITIES) as UserRole[]).filter((role) => can(role, capability));
}

// The admin panel's page titles: every route's title is in the script each public page loads, so
// they live apart from the rest of the admin's texts (admin.ts), which only the panel loads.

export const ADMIN_TITLES = {
  panel: "Admin Panel",
  login: "Admin Login",
  forgotPassword: "Reset Password",
  setPassword: "Set a New Password",
  profile: "Profile",
  settings: "Settings",
  nav: {
    dashboard: "Dashboard",
    pages: "Pages",
    blog: "Blog Posts",
    people: "People",
    inquiries: "Inquiries",
    seo: "SEO Settings",
    company: "Company",
    navigation: "Navigation",
    media: "Media",
    redirects: "Redirects",
    users: "Users",
    subscribers: "Subscribers",
    auditLog: "Audit Log",
    webhooks: "Webhooks",
    viewWebsite: "View Website",
  },
} as const;

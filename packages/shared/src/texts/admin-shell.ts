// Texts of the admin panel that its routes' page titles use. Apart from the rest (admin.ts): every
// route's title is in the script each public page loads, and the rest of the admin's texts need not be.

export const ADMIN_LOGIN = {
  title: "Admin Login",
  subtitle: "Sign in to manage your website",
  email: "Email",
  password: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  failed: "Invalid credentials. Please try again.",
  demoHeading: "Demo credentials",
  accessRequiredTitle: "Access Required",
  accessRequiredText: "Please log in to access the admin panel.",
  goToLogin: "Go to Login",
} as const;

export const ADMIN_SHELL = {
  title: "Admin Panel",
  subtitle: "Manage your website content and settings",
  nav: {
    dashboard: "Dashboard",
    pages: "Pages",
    blog: "Blog Posts",
    inquiries: "Inquiries",
    seo: "SEO Settings",
    users: "Users",
    viewWebsite: "View Website",
  },
  toggleSidebar: "Toggle sidebar",
  userMenu: "Account menu",
  usernameFallback: "Admin",
  avatarFallback: "A",
  profile: "Profile",
  settings: "Settings",
  logOut: "Log out",
  skipToContent: "Skip to content",
  notAllowed: "Your role does not give access to this section. Ask an admin if you need it.",
} as const;

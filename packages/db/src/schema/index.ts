export * from "./auth";
export * from "./blog-posts";
export * from "./enums";
export * from "./inquiries";
export * from "./newsletter";
export * from "./pages";
export * from "./seo-settings";
export * from "./users";

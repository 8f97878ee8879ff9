export * from "./account";
export * from "./blog";
export * from "./fields";
export * from "./inquiries";
export * from "./newsletter";
export * from "./pages";
export * from "./seo";
export * from "./users";

export * from "./blog";
export * from "./fields";
export * from "./inquiries";
export * from "./pages";
export * from "./seo";
export * from "./users";

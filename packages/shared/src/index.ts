export * from "./company";
export * from "./constants";
export * from "./messages";
export * from "./roles";
export * from "./schemas";
export * from "./sitemap";
export * from "./slug";

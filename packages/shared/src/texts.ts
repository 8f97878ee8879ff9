export * from "./texts/admin";
export * from "./texts/home";
export * from "./texts/pages";
export * from "./texts/site";

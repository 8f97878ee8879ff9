export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrationsFolder,
  openDatabase,
} from "./client";
export { isUniqueViolation } from "./errors";
export * from "./schema";
export { seedDemoContent, seedMediaFolder } from "./seed";

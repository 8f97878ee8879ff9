export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrationsFolder,
  openDatabase,
  STARTUP_LOCK_ID,
} from "./client";
export { readCompanyProfile } from "./company-profile";
export { type ContentVersion, followContentVersion, readContentVersion } from "./content-version";
export { DataDirectoryInUse } from "./data-directory-lock";
export { isDatabaseUnavailable, isUniqueViolation } from "./errors";
export { readNavigation } from "./navigation";
export * from "./schema";
export {
  type SeedDocument,
  type SeedImage,
  type SeedOptions,
  seedDemoContent,
  seedMediaFolder,
} from "./seed";
export { simplePdf } from "./seed/demo/pdf";
export { ensureSiteContent, seedCompanyProfile, seedNavigation, seedSystemPages } from "./seed/site";

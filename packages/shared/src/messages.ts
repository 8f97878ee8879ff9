// User-visible texts of SPEC sections 5 and 8 that the server and the screens share.
export const VALIDATION_MESSAGES = {
  slugRequired: "Slug is required",
  slugPattern: "Use lower-case letters, digits and single hyphens",
  pageSlugReserved: "This address belongs to the site itself",
  pageTypeRequired: "Page type is required",
  titleRequired: "Title is required",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  schemaNotJson: "Schema must be valid JSON",
} as const;

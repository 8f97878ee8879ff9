import { z } from "zod";
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX_LENGTH } from "../constants";
import { VALIDATION_MESSAGES } from "../messages";

/** What a visitor typed into a search box. */
export const searchQuery = z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, VALIDATION_MESSAGES.searchTooLong);

export const siteSearchInput = z.object({
  q: searchQuery.min(1, VALIDATION_MESSAGES.searchRequired),
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SiteSearchInput = z.input<typeof siteSearchInput>;

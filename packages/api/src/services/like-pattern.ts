/**
 * A LIKE/ILIKE pattern for values that hold `text` anywhere. Its `%`, `_` and `\` are escaped, so a
 * search for "50%" finds "50%" and not every value with a 50 in it (`\` is PostgreSQL's LIKE escape).
 */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

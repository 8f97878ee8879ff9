/** Every row of a newest-first list, read a page at a time as the admin panel reads it. */
export async function readEveryPage<T>(
  list: (page: { limit: number; cursor: string | undefined }) => Promise<T[]>,
  limit: number,
  cursorOf: (row: T) => string,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await list({ limit, cursor });
    rows.push(...page);
    const last = page.at(-1);
    if (page.length < limit || !last) return rows;
    cursor = cursorOf(last);
  }
}

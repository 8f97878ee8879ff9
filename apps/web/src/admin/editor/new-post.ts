/** The editor's address for a post not written yet: /admin/blog/new. */
export const NEW_POST = "new";

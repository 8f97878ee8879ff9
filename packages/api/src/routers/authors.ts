import { authorInput, teamMembersInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { authorPageOutput, publicAuthorOutput, teamMemberOutput } from "../outputs";
import { listPublishedPostsBy } from "../services/blog-posts";
import { findPublicAuthor, findTeamMembers, listPublicAuthors } from "../services/people";
import { keptPerContentVersion, publicProcedure } from "../trpc";

/** The people visitors see: the blog's authors and the team. */
export const authorsRouter = {
  list: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/authors",
        tags: ["Authors"],
        summary:
          "The people on the team and the authors of published posts, in the team's order: name, job title, photo, short bio, LinkedIn, their page's address and their published posts' count",
      },
    })
    .output(z.array(publicAuthorOutput))
    .use(keptPerContentVersion)
    .query(({ ctx }) => listPublicAuthors(ctx.db)),
  bySlug: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/authors/:slug",
        tags: ["Authors"],
        refusals: [404],
        summary: "One author with a page of their published posts, newest first (page from 1, limit 1-50)",
      },
    })
    .input(authorInput)
    .output(authorPageOutput)
    .use(keptPerContentVersion)
    .query(async ({ ctx, input }) => {
      const author = await findPublicAuthor(ctx.db, input.slug);
      const posts = await listPublishedPostsBy(ctx.db, author.id, input);
      return {
        author,
        posts,
        page: input.page,
        pageCount: Math.max(1, Math.ceil(author.postCount / input.limit)),
      };
    }),
  /** The people a page's Team sections show (server rendering; no REST address of its own). */
  team: publicProcedure
    .input(teamMembersInput)
    .output(z.array(teamMemberOutput))
    .use(keptPerContentVersion)
    .query(({ ctx, input }) => findTeamMembers(ctx.db, input)),
} satisfies TRPCRouterRecord;

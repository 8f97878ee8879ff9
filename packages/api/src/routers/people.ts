import { entityId, personInput, personUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { deletedPersonOutput, personOutput } from "../outputs";
import { createPerson, deletePerson, findPerson, listPeople, updatePerson } from "../services/people";
import { procedureFor } from "../trpc";

const withPosts = <T extends object>(person: T, postCount: number) => ({ ...person, postCount });

/** People: who writes the blog's posts and who appears on the team (editors and admins change them). */
export const peopleRouter = {
  list: procedureFor("content:read")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/people",
        tags: ["People"],
        summary: "Every person, in the team's order, with how many posts name them as author",
      },
    })
    .output(z.array(personOutput))
    .query(({ ctx }) => listPeople(ctx.db)),
  byId: procedureFor("content:read")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/people/:id",
        tags: ["People"],
        refusals: [404],
        summary: "One person",
      },
    })
    .input(z.object({ id: entityId }))
    .output(personOutput)
    .query(({ ctx, input }) => findPerson(ctx.db, input.id)),
  create: procedureFor("content:write")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/people",
        tags: ["People"],
        success: [201],
        refusals: [409],
        summary:
          "Add a person: name, address of their page (slug), job title, photo (an image of the media library), short bio, LinkedIn profile (https://www.linkedin.com/...), shown on the team, order; 409 for a taken slug",
      },
    })
    .input(personInput)
    .output(personOutput)
    .mutation(async ({ ctx, input }) => withPosts(await createPerson(ctx.db, input, ctx.user), 0)),
  update: procedureFor("content:write")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/people/:id",
        tags: ["People"],
        refusals: [404, 409],
        summary: "Change a person; their posts' bylines, their page and the Team sections show it at once",
      },
    })
    .input(personUpdate)
    .output(personOutput)
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      await updatePerson(ctx.db, id, values, ctx.user);
      return findPerson(ctx.db, id);
    }),
  delete: procedureFor("content:write")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/people/:id",
        tags: ["People"],
        refusals: [404],
        summary:
          "Delete a person; the posts they wrote stay published without an author (the company signs them), and the answer says how many",
      },
    })
    .input(z.object({ id: entityId }))
    .output(deletedPersonOutput)
    .mutation(({ ctx, input }) => deletePerson(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;

import type { FastifyInstance } from "fastify";
import { body, numberParam, params, query, type RestOptions, restRoute } from "./adapter";

/** SPEC section 7's admin calls under /api/admin, plus users (roles need someone to manage them). */
export async function adminRestRoutes(app: FastifyInstance, options: RestOptions) {
  const route = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    handler: Parameters<typeof restRoute>[4],
    status?: number,
  ) => restRoute(app, options, method, url, handler, status);
  const withId = (request: Parameters<typeof body>[0]) => ({ ...body(request), id: params(request).id });

  route("GET", "/stats", (api) => api.stats.get());

  route("GET", "/pages", (api) => api.pages.list());
  route("POST", "/pages", (api, request) => api.pages.create(body(request) as never), 201);
  route("PUT", "/pages/:id", (api, request) => api.pages.update(withId(request) as never));
  route("DELETE", "/pages/:id", (api, request) => api.pages.delete({ id: params(request).id ?? "" }));

  route("GET", "/blog", (api) => api.blog.adminList());
  route("POST", "/blog", (api, request) => api.blog.create(body(request) as never), 201);
  route("PUT", "/blog/:id", (api, request) => api.blog.update(withId(request) as never));
  route("DELETE", "/blog/:id", (api, request) => api.blog.delete({ id: params(request).id ?? "" }));

  route("GET", "/inquiries", (api, request) => {
    const { status, q, limit, cursor } = query(request);
    return api.inquiries.list({
      status: (status || undefined) as never,
      q: q || undefined,
      limit: numberParam(limit),
      cursor: cursor || undefined,
    });
  });
  route("PUT", "/inquiries/:id", (api, request) =>
    api.inquiries.updateStatus({ id: params(request).id ?? "", status: body(request).status as never }),
  );

  route("GET", "/seo", (api) => api.seo.list());
  route("POST", "/seo", (api, request) => api.seo.create(body(request) as never), 201);
  route("PUT", "/seo/:id", (api, request) => api.seo.update(withId(request) as never));

  route("GET", "/users", (api) => api.users.list());
  route("POST", "/users", (api, request) => api.users.create(body(request) as never), 201);
  route("PUT", "/users/:id", (api, request) => api.users.update(withId(request) as never));
}

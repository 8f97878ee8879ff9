import type { BlogListInput } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import { body, numberParam, params, query, type RestOptions, restRoute } from "./adapter";

/** SPEC section 7's public calls, plus the reads the site needs. */
export async function publicRestRoutes(app: FastifyInstance, options: RestOptions) {
  restRoute(app, options, "GET", "/blog", (api, request) => {
    const { page, limit, category } = query(request);
    return api.blog.list({
      page: numberParam(page),
      limit: numberParam(limit),
      category: (category || undefined) as BlogListInput["category"],
    });
  });
  restRoute(app, options, "GET", "/blog/:slug", (api, request) =>
    api.blog.bySlug({ slug: params(request).slug ?? "" }),
  );
  restRoute(app, options, "GET", "/pages/*", (api, request) =>
    api.pages.bySlug({ slug: params(request)["*"] ?? "" }),
  );
  restRoute(app, options, "GET", "/seo/:pageType", (api, request) =>
    api.seo.forPageType({ pageType: params(request).pageType as never }),
  );
  restRoute(
    app,
    options,
    "POST",
    "/inquiries",
    (api, request) => api.inquiries.create(body(request) as never),
    201,
  );
  restRoute(
    app,
    options,
    "POST",
    "/newsletter",
    (api, request) => api.newsletter.subscribe(body(request) as never),
    201,
  );
}

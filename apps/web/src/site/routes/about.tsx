import { NAV } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PageBody } from "../components/PageBody";
import { loadPage, pageHead } from "../page-route";

// The system page `about`, its sections as staff arranged them.
export const Route = createFileRoute("/about")({
  loader: ({ context: { api } }) => loadPage(api, "about", "about"),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context.siteUrl, loaderData, {
          titled: false,
          breadcrumbs: [
            { name: NAV.home, path: "/" },
            { name: NAV.about, path: "/about" },
          ],
        })
      : {},
  component: AboutPage,
});

function AboutPage() {
  const { page, data } = Route.useLoaderData();
  return <PageBody page={page} data={data} />;
}

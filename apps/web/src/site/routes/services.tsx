import { NAV } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PageBody } from "../components/PageBody";
import { loadPage, pageHead } from "../page-route";

// The system page `services`, its sections as staff arranged them.
export const Route = createFileRoute("/services")({
  loader: ({ context: { api } }) => loadPage(api, "services", "services"),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context.siteUrl, loaderData, {
          titled: false,
          breadcrumbs: [
            { name: NAV.home, path: "/" },
            { name: NAV.services, path: "/services" },
          ],
        })
      : {},
  component: ServicesPage,
});

function ServicesPage() {
  const { page, data } = Route.useLoaderData();
  return <PageBody page={page} data={data} />;
}

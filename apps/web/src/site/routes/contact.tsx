import { NAV } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PageBody } from "../components/PageBody";
import { loadPage, pageHead } from "../page-route";

// The system page `contact`, its sections as staff arranged them.
export const Route = createFileRoute("/contact")({
  loader: ({ context: { api } }) => loadPage(api, "contact", "contact"),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context.siteUrl, loaderData, {
          titled: false,
          breadcrumbs: [
            { name: NAV.home, path: "/" },
            { name: NAV.contact, path: "/contact" },
          ],
        })
      : {},
  component: ContactPage,
});

function ContactPage() {
  const { page, data } = Route.useLoaderData();
  return <PageBody page={page} data={data} />;
}

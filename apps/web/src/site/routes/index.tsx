import { createFileRoute } from "@tanstack/react-router";
import { PageBody } from "../components/PageBody";
import { loadPage, pageHead } from "../page-route";

// The home page: the system page `home`, its sections as staff arranged them.
export const Route = createFileRoute("/")({
  loader: ({ context: { api } }) => loadPage(api, "home", "home"),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(match.context.siteUrl, loaderData, { titled: false }) : {},
  component: HomePage,
});

function HomePage() {
  const { page, data } = Route.useLoaderData();
  return <PageBody page={page} data={data} />;
}

import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "../../components/NotFound";
import { isNotFound } from "../../errors";
import { PreviewScreen, previewData, previewHead } from "./-preview";

// A draft as it will look (its working copy, when it has one), at the address the panel's 'Preview'
// made (a signed token that expires after an hour). The server never caches it and keeps it out of
// search; a tampered or expired token is the not-found screen, with status 404.
export const Route = createFileRoute("/preview/$token")({
  loader: async ({ context: { api }, params }) => {
    const content = await api.preview.resolve({ token: params.token }).catch((error: unknown) => {
      throw isNotFound(error) ? notFound() : error;
    });
    return previewData(api, content);
  },
  head: ({ loaderData }) => previewHead(loaderData),
  notFoundComponent: () => <NotFound />,
  component: Preview,
});

function Preview() {
  const preview = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  return <PreviewScreen preview={preview} siteUrl={siteUrl} ribbon />;
}

import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "../../components/NotFound";
import { PreviewScreen, previewData, previewHead } from "./-preview";

// The editor's live preview: unsaved fields, rendered by the server for POST /api/admin/preview,
// which hands them to this render in its context (nothing is stored, no procedure reads them back).
// Asked for as an address, with nothing handed over, it is the not-found screen.
export const Route = createFileRoute("/preview/unsaved")({
  loader: ({ context: { api, unsaved } }) => {
    if (!unsaved) throw notFound();
    return previewData(api, unsaved);
  },
  head: ({ loaderData }) => previewHead(loaderData),
  notFoundComponent: () => <NotFound />,
  component: LivePreview,
});

function LivePreview() {
  const preview = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  // No ribbon: the editor says it is a preview, around the frame.
  return <PreviewScreen preview={preview} siteUrl={siteUrl} ribbon={false} />;
}

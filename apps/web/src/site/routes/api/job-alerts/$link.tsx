import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "~/site/components/NotFound";
import { SubscriptionLanding, subscriptionLandingView } from "~/site/components/SubscriptionLanding";
import { seoHead } from "~/site/seo";

// The landing pages of a job alert's e-mailed links (/api/job-alerts/confirm and /unsubscribe): the
// server reads the link (its token) and renders this page with its question or what came of it.
export const Route = createFileRoute("/api/job-alerts/$link")({
  loader: async ({ context: { api, subscriptionLanding } }) => {
    if (!subscriptionLanding || !("list" in subscriptionLanding)) throw notFound();
    return { landing: subscriptionLanding, company: (await api.site.profile()).name };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { title, text } = subscriptionLandingView(loaderData.landing, loaderData.company);
    return seoHead(match.context.siteUrl, {
      path: match.pathname,
      // One visitor's own page, reached from their e-mail: never a search result.
      settings: { robots: "noindex, nofollow" },
      page: { title, description: text },
    });
  },
  notFoundComponent: () => <NotFound />,
  component: JobAlertLandingPage,
});

function JobAlertLandingPage() {
  const { landing } = Route.useLoaderData();
  return <SubscriptionLanding landing={landing} />;
}

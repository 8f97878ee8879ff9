import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "~/site/components/NotFound";
import { SubscriptionLanding, subscriptionLandingView } from "~/site/components/SubscriptionLanding";
import { seoHead } from "~/site/seo";

// The landing pages of the newsletter's e-mailed links (/api/newsletter/confirm and /unsubscribe).
// The server follows the link (its token) and renders this page with what came of it; the address
// alone, without that, is nothing (the public site never routes /api/ addresses here itself).
export const Route = createFileRoute("/api/newsletter/$link")({
  loader: async ({ context: { api, subscriptionLanding } }) => {
    if (!subscriptionLanding || "list" in subscriptionLanding) throw notFound();
    // The company's name, as its profile has it now, for the page's title and description.
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
  component: NewsletterLandingPage,
});

function NewsletterLandingPage() {
  const { landing } = Route.useLoaderData();
  return <SubscriptionLanding landing={landing} />;
}

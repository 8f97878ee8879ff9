import { PUBLIC_FORMS, SERVICES_PAGE } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PageHero } from "../components/PageHero";
import { Island } from "../islands/Island";
import { outcomeOf } from "../outcome";
import { seoHead } from "../seo";

export const Route = createFileRoute("/services")({
  loader: ({ context: { api } }) => api.seo.forPageType({ pageType: "services" }),
  head: ({ loaderData, match }) =>
    seoHead(match.context.siteUrl, {
      path: "/services",
      settings: loaderData ?? {},
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
      ],
    }),
  component: ServicesPage,
});

function ServicesPage() {
  const { outcome } = Route.useRouteContext();
  return (
    <>
      <PageHero eyebrow={SERVICES_PAGE.eyebrow} title={SERVICES_PAGE.title} intro={SERVICES_PAGE.intro} />
      <Island
        name="services-tabs"
        props={{
          form: {
            returnTo: `/services#${PUBLIC_FORMS.inquiry.anchor}`,
            outcome: outcomeOf(outcome, "inquiry"),
          },
        }}
      />
    </>
  );
}

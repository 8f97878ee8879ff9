import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { COMPANY, FOOTER } from "@staffing/shared";
import { RouterLink } from "../../lib/links";
import { FacebookIcon, LinkedInIcon, XIcon } from "./icons";
import { NewsletterForm } from "./NewsletterForm";

const COLUMNS = [
  { heading: FOOTER.servicesHeading, links: [FOOTER.links.services, FOOTER.links.blog] },
  {
    heading: FOOTER.resourcesHeading,
    links: [FOOTER.links.caseStudies, FOOTER.links.whitepapers, FOOTER.links.reports, FOOTER.links.faq],
  },
  { heading: FOOTER.companyHeading, links: [FOOTER.links.privacy, FOOTER.links.terms, FOOTER.links.cookies] },
];

// The app's own screens by their routes; every other footer path is a CMS page at /{slug}.
function FooterLink({ href, label }: { href: string; label: string }) {
  const style = { color: "inherit", underline: "hover", variant: "body2" } as const;
  if (href === "/services")
    return (
      <RouterLink to="/services" {...style}>
        {label}
      </RouterLink>
    );
  if (href === "/blog")
    return (
      <RouterLink to="/blog" {...style}>
        {label}
      </RouterLink>
    );
  return (
    <RouterLink to="/$" params={{ _splat: href.slice(1) }} {...style}>
      {label}
    </RouterLink>
  );
}

export function SiteFooter() {
  const { address } = COMPANY;
  return (
    <Box component="footer" sx={{ bgcolor: "primary.main", color: "common.white", mt: 8, py: 6 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {COMPANY.name}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, my: 1 }}>
              {FOOTER.tagline}
            </Typography>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 3 }}>
              {FOOTER.newsletterHeading}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, mb: 1 }}>
              {FOOTER.newsletterText}
            </Typography>
            <NewsletterForm dark />
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.heading} size={{ xs: 6, md: 2 }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {column.heading}
              </Typography>
              <Stack spacing={0.5}>
                {column.links.map((link) => (
                  <FooterLink key={link.href} {...link} />
                ))}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {FOOTER.contactHeading}
            </Typography>
            <Typography variant="body2" component="address" sx={{ fontStyle: "normal", opacity: 0.9 }}>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </Typography>
            <Stack spacing={0.5} sx={{ mt: 1 }}>
              {COMPANY.phones.map((phone) => (
                <MuiLink
                  key={phone}
                  href={`tel:${phone.replace(/[^+\d]/g, "")}`}
                  color="inherit"
                  variant="body2"
                >
                  {phone}
                </MuiLink>
              ))}
              {COMPANY.emails.map((email) => (
                <MuiLink key={email} href={`mailto:${email}`} color="inherit" variant="body2">
                  {email}
                </MuiLink>
              ))}
            </Stack>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
              {FOOTER.support}
            </Typography>
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: 1,
            borderColor: "rgba(255,255,255,0.2)",
            mt: 4,
            pt: 2,
            display: "flex",
            justifyContent: "space-between",
            alignItems: "center",
            flexWrap: "wrap",
          }}
        >
          <Typography variant="body2">
            © {FOOTER.copyrightYear} {COMPANY.name}. All rights reserved.
          </Typography>
          <Box>
            <IconButton href="https://www.linkedin.com" aria-label="LinkedIn" color="inherit" rel="noopener">
              <LinkedInIcon />
            </IconButton>
            <IconButton href="https://x.com" aria-label="X (Twitter)" color="inherit" rel="noopener">
              <XIcon />
            </IconButton>
            <IconButton href="https://www.facebook.com" aria-label="Facebook" color="inherit" rel="noopener">
              <FacebookIcon />
            </IconButton>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

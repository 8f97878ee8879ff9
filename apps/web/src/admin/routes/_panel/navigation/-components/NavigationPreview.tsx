import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ADMIN_NAVIGATION, NAV, type NavigationInput } from "@staffing/shared";
import { tokens } from "~/theme/tokens";

const T = ADMIN_NAVIGATION.preview;

/**
 * The header's menu and the footer's columns as the form holds them, drawn in the site's colours: a
 * look at the order and the wording before saving (the site draws them once saved).
 */
export function NavigationPreview({ navigation }: { navigation: NavigationInput }) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box component="figure" aria-label={T.header} sx={{ m: 0 }}>
        <Typography component="figcaption" variant="overline" color="text.secondary">
          {T.header}
        </Typography>
        <Box
          component="ul"
          sx={{
            display: "flex",
            flexWrap: "wrap",
            gap: 3,
            alignItems: "flex-start",
            listStyle: "none",
            m: 0,
            p: 2,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            bgcolor: "background.paper",
          }}
        >
          {navigation.header.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the form's order is the identity.
            <li key={index}>
              <Typography sx={{ fontWeight: 600 }}>{item.label}</Typography>
              {item.children?.length ? (
                <Box
                  component="ul"
                  sx={{
                    listStyle: "none",
                    m: 0,
                    mt: 0.5,
                    p: 0,
                    pl: 1.5,
                    borderLeft: 2,
                    borderColor: "divider",
                  }}
                >
                  {item.children.map((child, childIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                    <li key={childIndex}>
                      <Typography variant="body2">{child.label}</Typography>
                    </li>
                  ))}
                  <li>
                    <Typography variant="body2" color="text.secondary">
                      {NAV.allOf(item.label)}
                    </Typography>
                  </li>
                </Box>
              ) : null}
            </li>
          ))}
        </Box>
      </Box>
      <Box component="figure" aria-label={T.footer} sx={{ m: 0 }}>
        <Typography component="figcaption" variant="overline" color="text.secondary">
          {T.footer}
        </Typography>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: {
              xs: "1fr 1fr",
              md: `repeat(${Math.max(navigation.footer.length, 1)}, 1fr)`,
            },
            gap: 3,
            p: 2,
            borderRadius: 1,
            bgcolor: tokens.color.navy900,
            color: tokens.color.white,
          }}
        >
          {navigation.footer.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <Box key={index}>
              <Typography variant="overline" sx={{ color: tokens.color.teal100, fontWeight: 700 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
                {column.links.map((link, linkIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <li key={linkIndex}>
                    <Typography variant="body2">{link.label}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

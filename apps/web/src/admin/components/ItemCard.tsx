import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

/**
 * One item of a list: its title (named by it for assistive technology), badges beside the title, a
 * line of facts under it, and its actions, which stay at the top right however long the title is
 * (the title wraps; the actions never move under it).
 */
export function ItemCard({
  title,
  badges,
  meta,
  actions,
  children,
  muted = false,
}: {
  title: ReactNode;
  badges?: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  muted?: boolean;
}) {
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`${id}-title`}
      sx={{ opacity: muted ? 0.75 : 1 }}
    >
      <CardContent>
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
              <Typography
                id={`${id}-title`}
                component="h2"
                variant="h6"
                sx={{
                  fontWeight: 600,
                  overflowWrap: "anywhere",
                  minWidth: 0,
                  fontSize: { xs: "1.05rem", sm: "1.25rem" },
                }}
              >
                {title}
              </Typography>
              {badges}
            </Box>
            {meta ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {meta}
              </Typography>
            ) : null}
          </Box>
          {actions ? <Box sx={{ display: "flex", flexShrink: 0, mt: -0.5, mr: -1 }}>{actions}</Box> : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** Terms and their values in two columns (one on phones): the details dialogs, an SEO card. */
export function DefinitionList({ children, spacious = false }: { children: ReactNode; spacious?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
        columnGap: spacious ? 3 : 2,
        rowGap: spacious ? { xs: 0.5, sm: 1.5 } : { xs: 0.25, sm: 1 },
        "& dt": { color: "text.secondary", fontWeight: 600, mt: { xs: 1, sm: 0 } },
        "& dd": { m: 0, minWidth: 0, overflowWrap: "anywhere" },
      }}
    >
      {children}
    </Box>
  );
}

/** One term and its value inside a <dl> (the inquiry details, an SEO card's settings). */
export function DefinitionItem({ term, children, id }: { term: string; children: ReactNode; id?: string }) {
  return (
    <>
      <dt id={id}>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

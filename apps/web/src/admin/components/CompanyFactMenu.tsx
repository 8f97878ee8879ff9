import BusinessIcon from "@mui/icons-material/Business";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { COMPANY_FACTS_TEXTS, companyFacts, tokenText } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "~/admin/lib/trpc";

const T = COMPANY_FACTS_TEXTS;

/**
 * The button beside a text that offers the company's facts (issue 29, point 4): each with its value of
 * the moment; choosing one inserts its token (`{{phone}}`), which the site fills wherever it shows the
 * text, so the next change of phone on the Company screen changes this text too.
 */
export function CompanyFactMenu({
  onInsert,
  disabled,
}: {
  onInsert: (token: string) => void;
  disabled?: boolean;
}) {
  const trpc = useTRPC();
  const profile = useQuery(trpc.site.profile.queryOptions());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const facts = profile.data ? companyFacts(profile.data) : [];
  return (
    <>
      <IconButton
        size="small"
        aria-label={T.insert}
        title={T.insert}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        // The field keeps its caret: the menu inserts where the writer was.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <BusinessIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        disableRestoreFocus
        slotProps={{ list: { dense: true, "aria-label": T.insert } }}
      >
        <ListSubheader sx={{ lineHeight: 1.4, py: 1, maxWidth: 360, whiteSpace: "normal" }}>
          {T.menuHint}
        </ListSubheader>
        {facts.map((fact) => (
          <MenuItem
            key={fact.token}
            onClick={() => {
              setAnchor(null);
              onInsert(tokenText(fact.token));
            }}
          >
            <ListItemText
              primary={fact.label}
              secondary={`${fact.value || T.empty} · ${tokenText(fact.token)}`}
              slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * `text` with `token` in place of its selection (or at its caret), and where the caret goes after it:
 * what inserting a fact into a text box does.
 */
export function insertAt(
  text: string,
  token: string,
  selection: { start: number | null; end: number | null },
): { text: string; caret: number } {
  const start = selection.start ?? text.length;
  const end = selection.end ?? start;
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

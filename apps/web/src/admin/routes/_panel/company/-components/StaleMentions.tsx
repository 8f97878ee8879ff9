import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { COMPANY_FACTS_TEXTS } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { RouterButton } from "~/admin/lib/links";
import { useTRPC } from "~/admin/lib/trpc";

const T = COMPANY_FACTS_TEXTS;

/**
 * After the phone, an e-mail or an address changed: the texts that still give the old one, each with
 * a link to edit it. Nothing when there is none (the check runs again after every save).
 */
export function StaleMentions() {
  const trpc = useTRPC();
  const mentions = useQuery(trpc.site.staleMentions.queryOptions());
  const items = mentions.data?.mentions ?? [];
  if (items.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ maxWidth: 880, mb: 3, "& .MuiAlert-message": { width: "100%" } }}>
      <AlertTitle>{T.staleTitle}</AlertTitle>
      {T.staleHint}
      <List dense aria-label={T.staleTitle}>
        {items.map((item) => (
          <ListItem
            key={`${item.kind} ${item.id} ${item.field} ${item.value}`}
            disableGutters
            secondaryAction={
              item.kind === "seo" ? (
                <RouterButton to="/seo" size="small">
                  {T.staleEdit}
                </RouterButton>
              ) : (
                <RouterButton
                  to={item.kind === "page" ? "/pages/$id" : "/blog/$id"}
                  params={{ id: item.id ?? "" }}
                  size="small"
                  aria-label={`${T.staleEdit} ${item.title}`}
                >
                  {T.staleEdit}
                </RouterButton>
              )
            }
          >
            <ListItemText
              primary={`${T.kinds[item.kind]} “${item.title}” · ${item.field}`}
              secondary={T.staleValue(item.value)}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

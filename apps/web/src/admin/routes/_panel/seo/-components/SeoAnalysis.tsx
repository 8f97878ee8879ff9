import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import LightbulbIcon from "@mui/icons-material/Lightbulb";
import RemoveCircleOutlineIcon from "@mui/icons-material/RemoveCircleOutlineOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { ADMIN_SEO, PAGE_TYPE_LABELS, PAGE_TYPES } from "@staffing/shared";
import type { SeoSetting } from "./SeoSettingDialog";

/** SPEC, admin SEO, 'Analysis': which page types are configured, with a title and a description. */
export function SeoAnalysis({ settings }: { settings: readonly SeoSetting[] }) {
  const byType = new Map(settings.map((setting) => [setting.pageType, setting]));
  const columns = ADMIN_SEO.analysisColumns;
  return (
    <Box
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" }, alignItems: "start" }}
    >
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {ADMIN_SEO.analysisHeading}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {ADMIN_SEO.analysisSummary(byType.size, PAGE_TYPES.length)}
          </Typography>
          <Table size="small" sx={{ "& td, & th": { px: { xs: 0.5, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {columns.pageType}
                </TableCell>
                <TableCell component="th" scope="col">
                  {columns.status}
                </TableCell>
                <TableCell component="th" scope="col">
                  {columns.title}
                </TableCell>
                <TableCell component="th" scope="col">
                  {columns.description}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {PAGE_TYPES.map((type) => {
                const setting = byType.get(type);
                return (
                  <TableRow key={type}>
                    <TableCell component="th" scope="row">
                      {PAGE_TYPE_LABELS[type]}
                    </TableCell>
                    <TableCell>
                      <Mark ok={Boolean(setting)} yes={ADMIN_SEO.configured} no={ADMIN_SEO.missing} />
                    </TableCell>
                    <TableCell>
                      <Mark
                        ok={Boolean(setting?.settings.title)}
                        yes={ADMIN_SEO.present}
                        no={ADMIN_SEO.absent}
                      />
                    </TableCell>
                    <TableCell>
                      <Mark
                        ok={Boolean(setting?.settings.description)}
                        yes={ADMIN_SEO.present}
                        no={ADMIN_SEO.absent}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {ADMIN_SEO.recommendationsHeading}
          </Typography>
          <List dense>
            {ADMIN_SEO.recommendations.map((recommendation) => (
              <ListItem key={recommendation} disableGutters sx={{ alignItems: "flex-start" }}>
                <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: "secondary.main" }}>
                  <LightbulbIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={recommendation} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}

/** A yes or no in words (with an icon for the eye), never in colour alone. */
function Mark({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        color: ok ? "success.dark" : "text.secondary",
        // On a phone the four columns need the room; the word says it all.
        "& svg": { fontSize: 18, display: { xs: "none", sm: "inline-block" } },
      }}
    >
      {ok ? <CheckCircleIcon /> : <RemoveCircleOutlineIcon />}
      {ok ? yes : no}
    </Box>
  );
}

import AddIcon from "@mui/icons-material/Add";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import {
  ADMIN_COMMON,
  ADMIN_SEO,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  PAGE_TYPE_LABELS,
  PAGE_TYPES,
  type RobotsOption,
  SEO_DEFAULTS,
} from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type ReactNode, useId, useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { DefinitionItem, DefinitionList } from "~/admin/components/DefinitionItem";
import { EmptyState } from "~/admin/components/EmptyState";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { StatCard } from "~/admin/components/StatCard";
import { formatDate } from "~/admin/lib/dates";
import { errorMessage } from "~/admin/lib/feedback";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { useTRPC } from "~/admin/lib/trpc";
import { SeoAnalysis } from "./-components/SeoAnalysis";
import { type SeoSetting, SeoSettingDialog } from "./-components/SeoSettingDialog";
import { SITEMAP_URL, SitemapPreview } from "./-components/SitemapPreview";

export const Route = createFileRoute("/_panel/seo")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.seo} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "seo:read", () =>
      context.queryClient.ensureQueryData(context.trpc.seo.list.queryOptions()),
    ),
  component: SeoScreen,
  pendingComponent: SeoScreen,
});

const TABS = ["settings", "analysis", "sitemap"] as const;
type SeoTab = (typeof TABS)[number];

/** SPEC, admin SEO: the configurations per page type, their analysis and the sitemap, as three tabs. */
function SeoScreen() {
  const id = useId();
  const [tab, setTab] = useState<SeoTab>("settings");
  const trpc = useTRPC();
  const settings = useQuery(trpc.seo.list.queryOptions());
  const tabId = (name: SeoTab) => `${id}-tab-${name}`;
  const panelId = (name: SeoTab) => `${id}-panel-${name}`;

  return (
    <>
      <ScreenHeading
        title={ADMIN_SEO.heading}
        subtitle={ADMIN_SEO.subheading}
        actions={
          <Button
            variant="outlined"
            href={SITEMAP_URL}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
          >
            {ADMIN_SEO.viewSitemap}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_, value: SeoTab) => setTab(value)}
        aria-label={ADMIN_SEO.tabsLabel}
        variant="scrollable"
        sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={ADMIN_SEO.tabs[name]}
            id={tabId(name)}
            aria-controls={panelId(name)}
          />
        ))}
      </Tabs>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={panelId(name)}
          aria-labelledby={tabId(name)}
          hidden={tab !== name}
        >
          {tab !== name ? null : name === "settings" ? (
            <SettingsTab settings={settings} />
          ) : name === "analysis" ? (
            <QueryState settings={settings}>{(data) => <SeoAnalysis settings={data} />}</QueryState>
          ) : (
            <SitemapPreview />
          )}
        </div>
      ))}
    </>
  );
}

/** What the tabs need of the configurations query. */
interface SettingsQuery {
  data: SeoSetting[] | undefined;
  error: unknown;
}

function QueryState({
  settings,
  children,
}: {
  settings: SettingsQuery;
  children: (data: SeoSetting[]) => ReactNode;
}) {
  if (settings.error) {
    return <Alert severity="error">{errorMessage(settings.error, ADMIN_TOASTS.loadFailed.seo)}</Alert>;
  }
  if (!settings.data) return <SkeletonCards count={ADMIN_SEO.skeletonCount} />;
  return children(settings.data);
}

/** 'SEO Settings': four counters, 'Add SEO Configuration' and one card per configured page type. */
function SettingsTab({ settings }: { settings: SettingsQuery }) {
  const canWrite = useCan("seo:write");
  const [editing, setEditing] = useState<SeoSetting | "new" | null>(null);
  const list = settings.data ?? [];
  const hintId = useId();
  const allConfigured = PAGE_TYPES.every((type) => list.some((setting) => setting.pageType === type));
  const indexable = list.filter((setting) =>
    (setting.settings.robots ?? SEO_DEFAULTS.robots).startsWith("index"),
  ).length;

  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Counter
          label={ADMIN_SEO.counters.configured}
          value={settings.data ? list.length : undefined}
          note={ADMIN_SEO.ofPageTypes(PAGE_TYPES.length)}
        />
        <Counter
          label={ADMIN_SEO.counters.withTitle}
          value={settings.data ? list.filter((setting) => setting.settings.title).length : undefined}
        />
        <Counter
          label={ADMIN_SEO.counters.withDescription}
          value={settings.data ? list.filter((setting) => setting.settings.description).length : undefined}
        />
        <Counter label={ADMIN_SEO.counters.indexable} value={settings.data ? indexable : undefined} />
      </Grid>

      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
        {canWrite ? (
          <>
            {/* One configuration per page type: with all of them configured there is nothing to add. */}
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing("new")}
              disabled={!settings.data || allConfigured}
              aria-describedby={allConfigured ? `${hintId}` : undefined}
            >
              {ADMIN_SEO.add}
            </Button>
            {allConfigured ? (
              <Typography id={hintId} variant="body2" color="text.secondary">
                {ADMIN_SEO.noFreePageType}
              </Typography>
            ) : null}
          </>
        ) : settings.data ? (
          <Alert severity="info" sx={{ flexGrow: 1 }}>
            {ADMIN_SEO.readOnly}
          </Alert>
        ) : null}
      </Box>

      <QueryState settings={settings}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={ADMIN_SEO.emptyTitle} hint={ADMIN_SEO.emptyHint} />
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {data.map((setting) => (
                <li key={setting.id}>
                  <SeoSettingCard
                    setting={setting}
                    onEdit={canWrite ? () => setEditing(setting) : undefined}
                  />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>

      {editing ? (
        <SeoSettingDialog
          setting={editing === "new" ? null : editing}
          configured={list.map((setting) => setting.pageType)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function Counter({ label, value, note }: { label: string; value: number | undefined; note?: string }) {
  return (
    <Grid size={{ xs: 6, lg: 3 }}>
      <StatCard label={label} value={value ?? <Skeleton width={48} />} {...(note ? { note } : {})} />
    </Grid>
  );
}

/** A configuration: its page type, when it changed, and the settings a reader checks first. */
function SeoSettingCard({ setting, onEdit }: { setting: SeoSetting; onEdit: (() => void) | undefined }) {
  const id = useId();
  const label = PAGE_TYPE_LABELS[setting.pageType];
  const { title, description, keywords, robots } = setting.settings;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`${id}-type`}>
      <CardContent>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1.5 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              id={`${id}-type`}
              component="h2"
              variant="h6"
              sx={{ fontWeight: 600, fontSize: "1.1rem" }}
            >
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {ADMIN_COMMON.updated(formatDate(setting.updatedAt))}
            </Typography>
          </Box>
          {onEdit ? (
            <Button
              variant="outlined"
              size="small"
              startIcon={<EditIcon />}
              onClick={onEdit}
              aria-label={ADMIN_SEO.editOf(label)}
            >
              {ADMIN_COMMON.edit}
            </Button>
          ) : null}
        </Box>
        <DefinitionList>
          {title ? <DefinitionItem term={ADMIN_SEO.fields.title}>{title}</DefinitionItem> : null}
          {description ? (
            <DefinitionItem term={ADMIN_SEO.fields.description}>{description}</DefinitionItem>
          ) : null}
          {keywords ? (
            <DefinitionItem term={ADMIN_SEO.fields.keywords}>
              <Box component="span" sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                {[...new Set(keywords.split(",").map((keyword) => keyword.trim()))]
                  .filter(Boolean)
                  .map((keyword) => (
                    <Chip key={keyword} label={keyword} size="small" variant="outlined" />
                  ))}
              </Box>
            </DefinitionItem>
          ) : null}
          {robots ? (
            <DefinitionItem term={ADMIN_SEO.fields.robots}>
              {robots in ADMIN_SEO.robotsOptions ? ADMIN_SEO.robotsOptions[robots as RobotsOption] : robots}
            </DefinitionItem>
          ) : null}
        </DefinitionList>
      </CardContent>
    </Card>
  );
}

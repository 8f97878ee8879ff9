import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADMIN_AUDIT_LOG, ADMIN_TITLES, AUDITED_ENTITIES, type AuditedEntity } from "@staffing/shared";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useId, useState } from "react";
import { ListScreen } from "~/admin/components/ListScreen";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/audit-log")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.auditLog} | ${ADMIN_TITLES.panel}` }] }),
  component: AuditLogScreen,
});

type Entry = Outputs["auditLog"]["list"][number];

const ACTION_COLORS = { create: "success", update: "info", delete: "error" } as const;

/** A field by the name the screens give it, else by its words: 'metaTitle' reads 'Meta title'. */
function fieldName(key: string): string {
  const known = ADMIN_AUDIT_LOG.fieldNames[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Bookkeeping every save moves, and the record's own id: not what anyone changed.
const UNSHOWN = new Set(["id", "createdAt", "updatedAt"]);

/** The fields an update changed, as `Field: before → after`, with people by name (never an id). */
function changedFields(entry: Entry): string[] {
  if (!entry.before || !entry.after) return [];
  const before = entry.before as Record<string, unknown>;
  const after = entry.after as Record<string, unknown>;
  const show = (value: unknown) => {
    if (typeof value === "string" && entry.names[value]) return entry.names[value];
    const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  };
  return Object.keys(after)
    .filter((key) => !UNSHOWN.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${fieldName(key)}: ${show(before[key])} → ${show(after[key])}`);
}

/** The admins' audit log: who changed what and when, filtered by person and kind of record. */
function AuditLogScreen() {
  const trpc = useTRPC();
  const [actorId, setActorId] = useState("");
  const [entityType, setEntityType] = useState<AuditedEntity | "">("");
  const users = useQuery(trpc.users.list.queryOptions());
  const log = useInfiniteQuery(
    trpc.auditLog.list.infiniteQueryOptions(
      {
        actorId: actorId || undefined,
        entityType: entityType || undefined,
        limit: ADMIN_AUDIT_LOG.pageSize,
      },
      {
        getNextPageParam: (page) => (page.length === ADMIN_AUDIT_LOG.pageSize ? page.at(-1)?.id : undefined),
        placeholderData: keepPreviousData,
      },
    ),
  );
  const filtering = Boolean(actorId || entityType);

  return (
    <ListScreen
      title={ADMIN_AUDIT_LOG.heading}
      subtitle={ADMIN_AUDIT_LOG.subheading}
      filters={
        <>
          <TextField
            select
            size="small"
            label={ADMIN_AUDIT_LOG.userFilter}
            value={actorId}
            onChange={(event) => setActorId(event.target.value)}
            sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{ADMIN_AUDIT_LOG.allUsers}</MenuItem>
            {(users.data ?? []).map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.username}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={ADMIN_AUDIT_LOG.kindFilter}
            value={entityType}
            onChange={(event) => setEntityType(event.target.value as AuditedEntity | "")}
            sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{ADMIN_AUDIT_LOG.allKinds}</MenuItem>
            {AUDITED_ENTITIES.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {ADMIN_AUDIT_LOG.kinds[kind]}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      items={log.data?.pages.flat()}
      error={log.error}
      pending={log.isPending}
      loadErrorTitle={ADMIN_AUDIT_LOG.loadFailed}
      skeleton={{ count: ADMIN_AUDIT_LOG.skeletonCount, height: 72 }}
      empty={{
        title: ADMIN_AUDIT_LOG.emptyTitle,
        hint: filtering ? ADMIN_AUDIT_LOG.emptyFilteredHint : ADMIN_AUDIT_LOG.emptyHint,
      }}
      itemKey={(entry) => String(entry.id)}
      renderItem={(entry) => <AuditEntry entry={entry} />}
      footer={
        log.hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {ADMIN_AUDIT_LOG.loadMore}
          </Button>
        ) : null
      }
    />
  );
}

/** One change: what was done in words, to which record, by whom (by name) and when on the company's clock. */
function AuditEntry({ entry }: { entry: Entry }) {
  const id = useId();
  const changes = changedFields(entry);
  const moment = useCompanyClock();
  return (
    <Card variant="outlined" component="article" aria-labelledby={id}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
          <Chip
            size="small"
            color={ACTION_COLORS[entry.action]}
            variant="outlined"
            label={entry.actionLabel}
          />
          <Typography id={id} component="h2" sx={{ fontWeight: 600, overflowWrap: "anywhere", minWidth: 0 }}>
            {ADMIN_AUDIT_LOG.kinds[entry.entityType]}: {entry.recordName}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
          {entry.actorName} · <time dateTime={entry.createdAt}>{moment(entry.createdAt, "short")}</time>
        </Typography>
        {changes.length > 0 ? (
          <Box component="details" sx={{ mt: 1 }}>
            <Box component="summary" sx={{ cursor: "pointer", color: "text.secondary" }}>
              {ADMIN_AUDIT_LOG.changes}
            </Box>
            <Box
              component="ul"
              sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: 14, fontFamily: "monospace", overflowWrap: "anywhere" }}
            >
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </Box>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

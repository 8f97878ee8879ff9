import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { EmptyState } from "./EmptyState";
import { LoadError } from "./LoadError";
import { ScreenHeading } from "./ScreenHeading";
import { SearchField } from "./SearchField";
import { SkeletonCards } from "./SkeletonCards";

/**
 * The screen every list of the panel shares (pages, blog posts, users, media, redirects): a heading
 * with its actions, a search box and any filters, then the list in its loading, error, empty or full
 * state, as a table (renderItems with DataTable), cards in a column or tiles in a grid. The screen gives what differs: its texts, how an
 * item looks, and its dialogs (as children).
 */
export function ListScreen<T>({
  title,
  subtitle,
  actions,
  search,
  filters,
  before,
  items,
  error,
  pending,
  loadErrorTitle,
  skeleton,
  empty,
  layout = "list",
  itemKey,
  renderItem,
  renderItems,
  footer,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** Beside the search box: filters that narrow the list. */
  filters?: ReactNode;
  /** Between the search and the list: e.g. the media library's drop zone. */
  before?: ReactNode;
  /** What the list shows, already searched and filtered. */
  items: readonly T[] | undefined;
  error: unknown;
  pending: boolean;
  loadErrorTitle: string;
  skeleton: { count: number; height?: number };
  empty: { title: string; hint?: string | undefined };
  layout?: "list" | "grid";
  itemKey?: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** The whole list at once, as a table (DataTable) rather than an item at a time. */
  renderItems?: (items: readonly T[]) => ReactNode;
  /** Under the list: paging, a count. */
  footer?: ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
}) {
  return (
    <>
      <ScreenHeading title={title} subtitle={subtitle} actions={actions} />
      {search || filters ? (
        <Box role="search" sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
          {search ? (
            <SearchField label={search.label} value={search.value} onChange={search.onChange} />
          ) : null}
          {filters}
        </Box>
      ) : null}
      {before}
      {error ? (
        <LoadError error={error} title={loadErrorTitle} />
      ) : pending || !items ? (
        <SkeletonCards count={skeleton.count} height={skeleton.height} />
      ) : items.length === 0 ? (
        <EmptyState title={empty.title} hint={empty.hint} />
      ) : renderItems ? (
        renderItems(items)
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 2,
            gridTemplateColumns:
              layout === "grid"
                ? { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(auto-fill, minmax(200px, 1fr))" }
                : "1fr",
          }}
        >
          {items.map((item, index) => (
            <li key={itemKey?.(item) ?? index} style={{ minWidth: 0 }}>
              {renderItem?.(item)}
            </li>
          ))}
        </Box>
      )}
      {footer ? <Stack sx={{ alignItems: "center", mt: 3 }}>{footer}</Stack> : null}
      {children}
    </>
  );
}

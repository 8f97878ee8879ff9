import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import TextField from "@mui/material/TextField";
import { LIST_TABLE } from "@staffing/shared";
import type { ReactNode } from "react";
import type { SortDirection } from "~/admin/lib/list-view";

export interface DataColumn<T, S extends string> {
  id: string;
  header: string;
  render: (item: T) => ReactNode;
  /** The order a click on this column's header chooses. */
  sort?: S;
  align?: "left" | "right";
  /** The column that names the row (a `th` with `scope="row"`). */
  rowHeader?: boolean;
  width?: number | string;
  /** Stacked at a phone's width, the value goes without its column's name (a photo says what it is). */
  bareWhenStacked?: boolean;
}

/** Rows that can be ticked for an action on several at once (the pipeline's bulk changes). */
export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  /** Ticks (on) or unticks these rows. */
  onChange: (keys: string[], on: boolean) => void;
  /** A row's checkbox's name: "Select the application from Ada". */
  label: (item: T) => string;
  /** The header's checkbox's name, which ticks every row shown. */
  allLabel: string;
}

/**
 * Every list of the panel as a table (issue 29, point 8): columns with sortable headers, one row per
 * item with its actions as labelled buttons in the last column. Below 600 px wide the rows stack as
 * cards, each value under its column's name, and a "Sort by" menu stands in for the hidden headers.
 * Roles are given explicitly: Chromium drops a table's semantics once its rows are laid out as blocks.
 */
export function DataTable<T, S extends string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  actions,
  muted,
  selection,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<T, S>[];
  rows: readonly T[];
  rowKey: (item: T) => string;
  sort?: { by: S; direction: SortDirection } | undefined;
  onSort?: ((by: S, direction?: SortDirection) => void) | undefined;
  /** A row's actions: buttons with visible words (RowAction). */
  actions?: ((item: T) => ReactNode) | undefined;
  /** Rows shown dimmed (a disabled account, a switched-off webhook). */
  muted?: ((item: T) => boolean) | undefined;
  /** A checkbox before each row, and one in the header for all of them. */
  selection?: RowSelection<T> | undefined;
}) {
  const keys = rows.map(rowKey);
  const ticked = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const sortable = columns.filter((column) => column.sort !== undefined);
  return (
    <>
      {sort && onSort && sortable.length > 0 ? (
        <TextField
          select
          size="small"
          label={LIST_TABLE.sortBy}
          value={`${sort.by}:${sort.direction}`}
          onChange={(event) => {
            const [by, direction] = event.target.value.split(":") as [S, SortDirection];
            onSort(by, direction);
          }}
          sx={{ display: { xs: "flex", sm: "none" }, mb: 2 }}
          fullWidth
        >
          {sortable.flatMap((column) =>
            (["asc", "desc"] as const).map((direction) => (
              <MenuItem key={`${column.sort}:${direction}`} value={`${column.sort}:${direction}`}>
                {LIST_TABLE.sortOption(column.header, direction)}
              </MenuItem>
            )),
          )}
        </TextField>
      ) : null}
      <TableContainer component={Paper} variant="outlined">
        <Table role="table" aria-label={label} sx={stackedBelowSm}>
          <TableHead role="rowgroup">
            <TableRow role="row">
              {selection ? (
                <TableCell role="columnheader" padding="checkbox">
                  <Checkbox
                    checked={ticked > 0 && ticked === keys.length}
                    indeterminate={ticked > 0 && ticked < keys.length}
                    onChange={(event) => selection.onChange(keys, event.target.checked)}
                    slotProps={{ input: { "aria-label": selection.allLabel } }}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const active = sort?.by !== undefined && sort.by === column.sort;
                return (
                  <TableCell
                    key={column.id}
                    role="columnheader"
                    align={column.align}
                    sortDirection={active && sort ? sort.direction : false}
                    sx={{ width: column.width, fontWeight: 600, whiteSpace: "nowrap" }}
                  >
                    {column.sort !== undefined && onSort ? (
                      <TableSortLabel
                        active={active}
                        direction={active && sort ? sort.direction : "asc"}
                        onClick={() => column.sort !== undefined && onSort(column.sort)}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
              {actions ? (
                <TableCell role="columnheader" align="right" sx={{ fontWeight: 600 }}>
                  {LIST_TABLE.actions}
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {rows.map((item) => (
              <TableRow
                key={rowKey(item)}
                role="row"
                hover
                selected={selection?.selected.has(rowKey(item)) ?? false}
                sx={muted?.(item) ? { "& > *": { opacity: 0.75 } } : undefined}
              >
                {selection ? (
                  <TableCell role="cell" padding="checkbox" sx={{ verticalAlign: "top" }}>
                    <Checkbox
                      checked={selection.selected.has(rowKey(item))}
                      onChange={(event) => selection.onChange([rowKey(item)], event.target.checked)}
                      slotProps={{ input: { "aria-label": selection.label(item) } }}
                    />
                  </TableCell>
                ) : null}
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    role={column.rowHeader ? "rowheader" : "cell"}
                    component={column.rowHeader ? "th" : "td"}
                    scope={column.rowHeader ? "row" : undefined}
                    align={column.align}
                    data-label={column.rowHeader || column.bareWhenStacked ? undefined : column.header}
                    sx={{ verticalAlign: "top" }}
                  >
                    {column.render(item)}
                  </TableCell>
                ))}
                {actions ? (
                  <TableCell role="cell" align="right" sx={{ verticalAlign: "top", width: "1%" }}>
                    <Box
                      sx={{
                        display: "flex",
                        // In the wide table the buttons keep one line; the column takes their width.
                        flexWrap: { xs: "wrap", sm: "nowrap" },
                        gap: 1,
                        justifyContent: { xs: "flex-start", sm: "flex-end" },
                      }}
                    >
                      {actions(item)}
                    </Box>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

// At a phone's width a row is a card: the headers go (the "Sort by" menu replaces them) and each
// value carries its column's name above it. The name is generated content, shown (and read) only
// there, so a value's text stays the value everywhere else.
const stackedBelowSm = {
  "@media (max-width: 599.95px)": {
    "& thead": { display: "none" },
    "& tr": { display: "block", borderBottom: 1, borderColor: "divider", py: 1 },
    "& tbody tr:last-of-type": { borderBottom: 0 },
    "& td, & th": { display: "block", width: "auto", border: 0, py: 0.5, textAlign: "left" },
    "& td[data-label]::before": {
      content: "attr(data-label)",
      display: "block",
      typography: "caption",
      color: "text.secondary",
      fontWeight: 600,
    },
  },
} as const;

import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { quoteIdentifier } from "./sql-statements";

// The embedded database's dump, streamed: pglite-tools' pg_dump (a WASM build) writes its whole
// output in its own memory before handing it over, so it writes only the schema (pg_dump's pre-data
// and post-data sections, small whatever the site's size); the rows between them are read here
// through a cursor, a page at a time, and written as pg_dump --inserts writes them. One file, the
// same plain SQL format as PostgreSQL's dumps, in memory bounded by a page of rows.

/** Rows read from the cursor at a time: a page of the largest rows (media) stays a few MB. */
const ROWS_PER_PAGE = 200;

const FOOTER = "--\n-- PostgreSQL database dump complete\n--\n";
// pg_dump's settings, ending each section's preamble: what follows it is the section's own.
const LAST_PREAMBLE_LINE = "SET row_security = off;\n";

/** Plain SQL of the whole database as pg_dump --inserts writes it, a piece at a time. */
export async function* pgliteDump(client: PGlite, args: readonly string[]): AsyncGenerator<string> {
  const preData = await section(client, args, "pre-data");
  yield preData.slice(0, sectionEnd(preData));
  yield* rowsAndSequences(client);
  const postData = await section(client, args, "post-data");
  const bodyStart = postData.indexOf(LAST_PREAMBLE_LINE);
  yield postData.slice(bodyStart === -1 ? 0 : bodyStart + LAST_PREAMBLE_LINE.length);
}

async function section(client: PGlite, args: readonly string[], name: string): Promise<string> {
  return (await pgDump({ pg: client, args: [...args, `--section=${name}`] })).text();
}

function sectionEnd(text: string): number {
  const at = text.lastIndexOf(FOOTER);
  return at === -1 ? text.length : at;
}

interface Column {
  name: string;
  /** Written as DEFAULT, as pg_dump does: the database computes it again. */
  generated: boolean;
  /** pg_dump's type category (pg_type.typcategory): numbers and booleans are written bare, bits B'…'. */
  category: string;
}

interface Table {
  schema: string;
  name: string;
  /** Quoted where SQL needs it, as pg_dump writes it: public.blog_posts, public."user". */
  qualifiedName: string;
  columns: Column[];
  /** An identity column GENERATED ALWAYS: its values need OVERRIDING SYSTEM VALUE. */
  alwaysIdentity: boolean;
}

// User schemas, as pg_dump dumps them (not the system's, not an extension's tables).
const USER_TABLES = `
  select n.nspname as schema, c.relname as name,
    quote_ident(n.nspname) || '.' || quote_ident(c.relname) as "qualifiedName",
    exists (select from pg_attribute a where a.attrelid = c.oid and a.attidentity = 'a') as "alwaysIdentity",
    (select json_agg(json_build_object(
        'name', a.attname, 'generated', a.attgenerated <> '', 'category', t.typcategory
      ) order by a.attnum)
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    and not exists (select from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  order by n.nspname, c.relname`;

interface Sequence {
  schema: string;
  name: string;
  qualifiedName: string;
  value: string;
  called: boolean;
}

const SEQUENCES = `
  select schemaname as schema, sequencename as name,
    quote_ident(schemaname) || '.' || quote_ident(sequencename) as "qualifiedName",
    coalesce(last_value, start_value)::text as value, last_value is not null as called
  from pg_sequences
  where schemaname <> 'information_schema' and schemaname not like 'pg\\_%'
  order by schemaname, sequencename`;

async function* rowsAndSequences(client: PGlite): AsyncGenerator<string> {
  // One snapshot for every table; values in the text forms pg_dump asks for.
  await client.exec(`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY;
    SET LOCAL datestyle = ISO; SET LOCAL intervalstyle = postgres; SET LOCAL extra_float_digits = 3;`);
  try {
    const tables = (await client.query<Table>(USER_TABLES)).rows;
    for (const table of tables) yield* tableRows(client, table);
    const sequences = await client.query<Sequence>(SEQUENCES);
    for (const { schema, name, qualifiedName, value, called } of sequences.rows) {
      yield `--\n-- Name: ${name}; Type: SEQUENCE SET; Schema: ${schema}; Owner: -\n--\n\n`;
      yield `SELECT pg_catalog.setval(${literal(qualifiedName)}, ${value}, ${called});\n\n\n`;
    }
  } finally {
    await client.exec("COMMIT");
  }
}

async function* tableRows(client: PGlite, table: Table): AsyncGenerator<string> {
  const name = table.qualifiedName;
  const stored = table.columns.filter((column) => !column.generated);
  if (stored.length === 0) return;
  yield `--\n-- Data for Name: ${table.name}; Type: TABLE DATA; Schema: ${table.schema}; Owner: -\n--\n\n`;
  const head = `INSERT INTO ${name} ${table.alwaysIdentity ? "OVERRIDING SYSTEM VALUE " : ""}VALUES (`;
  // Each value as text (its output form, which its input reads back); the row as a JSON array.
  const values = stored.map((column) => `${quoteIdentifier(column.name)}::text`).join(", ");
  await client.exec(
    `DECLARE dump_rows NO SCROLL CURSOR FOR SELECT json_build_array(${values}) AS row FROM ${name}`,
  );
  try {
    for (;;) {
      const page = (await client.query<{ row: (string | null)[] }>(`FETCH ${ROWS_PER_PAGE} FROM dump_rows`))
        .rows;
      if (page.length === 0) break;
      let text = "";
      for (const { row } of page) {
        let index = 0;
        const written = table.columns.map((column) =>
          column.generated ? "DEFAULT" : sqlValue(row[index++] ?? null, column.category),
        );
        text += `${head}${written.join(", ")});\n`;
      }
      yield text;
    }
  } finally {
    await client.exec("CLOSE dump_rows");
  }
  yield "\n\n";
}

/** A value in its text form, written as pg_dump writes it. */
function sqlValue(text: string | null, category: string): string {
  if (text === null) return "NULL";
  // NaN and Infinity are quoted, as pg_dump quotes them.
  if (category === "N" && /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(text)) return text;
  if (category === "B") return text === "t" || text === "true" ? "true" : "false";
  if (category === "V") return `B'${text}'`;
  return literal(text);
}

/** A string literal under standard_conforming_strings (the dump's setting): only quotes doubled. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

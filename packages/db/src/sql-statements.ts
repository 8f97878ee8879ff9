// pg_dump's plain SQL read as it streams in: whole statements, grouped into batches of bounded size,
// so a restore never holds more than one batch (and the longest row) however large the file is.

/** The largest batch of statements sent at once (bytes, roughly). */
const BATCH_BYTES = 1 << 16;

/** What the reader found besides statements: psql's own lines, pg_dump's first and last comments. */
export interface ScriptMarks {
  /** The file starts as every pg_dump file does. */
  opened: boolean;
  /** pg_dump's closing comment was read: the file is whole. */
  completed: boolean;
  /** A `COPY ... FROM stdin` statement (rows that follow it are psql's to send). */
  copyBlock: boolean;
  /** The stream has ended: the batch given now is the last. */
  ended: boolean;
}

type Quote =
  | { kind: "none" }
  | { kind: "single"; escapes: boolean }
  | { kind: "double" }
  | { kind: "dollar"; tag: string }
  | { kind: "block"; depth: number };

/**
 * Splits a stream of plain SQL text into batches of whole statements (each ending in `;`), minding
 * strings, quoted names, dollar quotes and comments. psql's backslash commands between statements
 * (pg_dump's `\restrict` pair) are left out. `marks` tells what was seen once the stream has ended.
 */
export async function* statementBatches(
  lines: AsyncIterable<string>,
  marks: ScriptMarks,
): AsyncGenerator<string> {
  let quote: Quote = { kind: "none" };
  let statement = "";
  let batch = "";
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (lineNumber === 1 && line === "--") marks.opened = true;
    else if (lineNumber === 2 && marks.opened && line !== "-- PostgreSQL database dump") marks.opened = false;
    const atStatementStart = quote.kind === "none" && statement.trim() === "";
    if (atStatementStart) {
      if (line === "-- PostgreSQL database dump complete") marks.completed = true;
      // psql's commands: a line of their own, between statements.
      if (line.startsWith("\\")) continue;
      if (/^COPY [^\n]+ FROM stdin;$/.test(line)) marks.copyBlock = true;
    }
    const { ends, state } = scanLine(line, quote);
    quote = state;
    let start = 0;
    for (const end of ends) {
      statement += line.slice(start, end + 1);
      start = end + 1;
      batch += `${statement}\n`;
      statement = "";
      if (batch.length >= BATCH_BYTES) {
        yield batch;
        batch = "";
      }
    }
    const rest = line.slice(start);
    // Comment lines between statements are not sent.
    if (
      quote.kind === "none" &&
      statement.trim() === "" &&
      (rest.trim() === "" || rest.trimStart().startsWith("--"))
    )
      continue;
    statement += `${rest}\n`;
  }
  // A statement without its `;` (a file cut short) is never sent: it could run cut off mid-row.
  marks.ended = true;
  if (batch !== "") yield batch;
}

/** The offsets of the statement-ending semicolons of one line, and the quoting state after it. */
function scanLine(line: string, state: Quote): { ends: number[]; state: Quote } {
  const ends: number[] = [];
  let i = 0;
  while (i < line.length) {
    const char = line[i];
    switch (state.kind) {
      case "single":
        if (char === "\\" && state.escapes) i += 1;
        else if (char === "'") {
          if (line[i + 1] === "'") i += 1;
          else state = { kind: "none" };
        }
        break;
      case "double":
        if (char === '"') {
          if (line[i + 1] === '"') i += 1;
          else state = { kind: "none" };
        }
        break;
      case "dollar":
        if (char === "$" && line.startsWith(state.tag, i)) {
          i += state.tag.length - 1;
          state = { kind: "none" };
        }
        break;
      case "block":
        if (char === "*" && line[i + 1] === "/") {
          i += 1;
          state = state.depth > 1 ? { kind: "block", depth: state.depth - 1 } : { kind: "none" };
        } else if (char === "/" && line[i + 1] === "*") {
          i += 1;
          state = { kind: "block", depth: state.depth + 1 };
        }
        break;
      case "none": {
        if (char === "-" && line[i + 1] === "-") return { ends, state };
        if (char === "'") {
          // E'...' strings take backslash escapes; pg_dump's others (standard_conforming_strings) do not.
          const before = line[i - 1];
          const escapes = (before === "E" || before === "e") && !/[\w$]/.test(line[i - 2] ?? "");
          state = { kind: "single", escapes };
        } else if (char === '"') state = { kind: "double" };
        else if (char === "/" && line[i + 1] === "*") {
          i += 1;
          state = { kind: "block", depth: 1 };
        } else if (char === "$") {
          const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(line.slice(i, i + 64))?.[0];
          // `$1` is a parameter, and `a$b$` part of a name: a tag opens only after a non-name character.
          if (tag && !/[\w$]/.test(line[i - 1] ?? "")) {
            state = { kind: "dollar", tag };
            i += tag.length - 1;
          }
        } else if (char === ";") ends.push(i);
        break;
      }
    }
    i += 1;
  }
  return { ends, state };
}

/** A name as SQL writes it quoted (`"odd ""name"""`): any schema, table or column, keywords included. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

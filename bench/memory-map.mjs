// What holds the server's resident memory: a shorter replay of bench/api.mjs's reads and writes, then
// the server's /proc/{pid}/smaps summed by mapping (Node's own code, malloc's heap, anonymous memory:
// V8's heap, PGlite's WebAssembly memory, large buffers; the native libraries). A tool for finding
// what to cut, not a benchmark: bench/api.mjs holds the target.
//
//   pnpm build && node bench/memory-map.mjs              # on the machine's PostgreSQL
//   MEMORY_MAP_DATABASE=pglite node bench/memory-map.mjs  # on PGlite, from its second start
//   MEMORY_MAP_ENV='{"MALLOC_ARENA_MAX":"1"}' ...        # try other settings of the environment
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createThrowawayDatabase, load, startProductionServer } from "./lib/server.mjs";

const PORT = 4345;
const SECONDS = Number(process.env.MEMORY_MAP_SECONDS ?? 5);
const onPglite = process.env.MEMORY_MAP_DATABASE === "pglite";
const database = onPglite ? null : await createThrowawayDatabase("memory_map");
const dataDir = mkdtempSync(path.join(tmpdir(), "memory-map-"));
const env = {
  ...JSON.parse(process.env.MEMORY_MAP_ENV ?? "{}"),
  INQUIRY_RATE_LIMIT_PER_HOUR: "100000000",
  ...(onPglite && { DATA_DIR: dataDir }),
};
// PGlite's first start creates the database (initdb), whose memory stays with that process.
if (onPglite) await (await startProductionServer({ port: PORT, env })).stop();
const server = await startProductionServer({ port: PORT, databaseUrl: database?.url, env });
try {
  const [post] = await (await fetch(`${server.base}/api/blog?page=1&limit=1`)).json();
  const trpcInput = encodeURIComponent(JSON.stringify({ 0: { page: 1, limit: 10 } }));
  for (const address of [
    "/api/blog?page=1&limit=10",
    `/trpc/blog.list?batch=1&input=${trpcInput}`,
    "/",
    `/blog/${post.slug}`,
    "/resources/case-studies",
  ])
    await load(`${server.base}${address}`, { duration: SECONDS });
  await load(`${server.base}/`, { duration: SECONDS, headers: { "accept-encoding": "gzip, deflate, br" } });
  await load(`${server.base}/api/inquiries`, {
    method: "POST",
    duration: SECONDS * 3,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Load Test", email: "memory@example.com", message: "Sustained write." }),
  });

  const kb = new Map();
  let mapping = "";
  for (const line of readFileSync(`/proc/${server.pid}/smaps`, "utf8").split("\n")) {
    const header = line.match(/^[0-9a-f]+-[0-9a-f]+ (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (header) {
      const [, permissions, file] = header;
      mapping = !file
        ? "anonymous (V8's heap, WebAssembly memory, large buffers)"
        : file === process.execPath
          ? `Node's binary (${permissions})`
          : file === "[heap]"
            ? "malloc's heap"
            : file;
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss) kb.set(mapping, (kb.get(mapping) ?? 0) + Number(rss[1]));
  }
  const total = Number(readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]);
  console.log(
    `\nResident memory by mapping, ${onPglite ? "PGlite" : "PostgreSQL"}: ${Math.round(total / 1024)} MB`,
  );
  console.table(
    [...kb]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([what, size]) => ({ mapping: what, MB: (size / 1024).toFixed(1) })),
  );
  console.log(
    `Load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}.`,
  );
} finally {
  await server.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

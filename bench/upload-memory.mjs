// Whether a 5 MB upload raises the server's resident memory by more than 20 MB (issue 30's budget):
// the built server, signed in as the demo admin, takes a 5 MB PDF several times in a row, each round
// measured from the server's /proc/<pid>/status (VmRSS, sampled every 20 ms): its peak during the
// round's uploads above what it held just before. Several rounds; the table gives the median, the
// spread and the worst, against the target.
//
//   pnpm build && node bench/upload-memory.mjs                         # embedded database (PGlite)
//   node bench/upload-memory.mjs --database postgres                   # the machine's PostgreSQL
//   node bench/upload-memory.mjs --database both --rounds 8
//   node bench/upload-memory.mjs --endpoint application                # a candidate's résumé
//
// `--endpoint document` (the default) posts to POST /api/admin/documents (a whitepaper's PDF, field
// `file`); `--endpoint application` posts a candidate's application to POST /api/jobs/{slug}/applications
// (multipart: name, email, consent=on, resume) on a job it opens first.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createThrowawayDatabase, signIn, startProductionServer } from "./lib/server.mjs";

const { values: options } = parseArgs({
  options: {
    endpoint: { type: "string", default: "document" },
    database: { type: "string", default: "pglite" },
    rounds: { type: "string", default: "5" },
    uploads: { type: "string", default: "3" },
  },
});
if (!["document", "application"].includes(options.endpoint))
  throw new Error("--endpoint is document or application");
if (!["pglite", "postgres", "both"].includes(options.database))
  throw new Error("--database is pglite, postgres or both");
const ROUNDS = Number(options.rounds);
const UPLOADS = Number(options.uploads);
const TARGET_MB = 20;
const PORT = 4396;
// Just under DOCUMENT_MAX_BYTES (5 MB, the largest file the server takes).
const FILE_BYTES = 5 * 1024 * 1024 - 4096;

/** A PDF (by its bytes: the header the server looks for) of FILE_BYTES, mostly random, so nothing compresses it. */
function fivemegabytePdf() {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nstream\n", "latin1");
  const tail = Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");
  const body = Buffer.alloc(FILE_BYTES - head.length - tail.length);
  for (let i = 0; i < body.length; i += 65536) {
    const piece = crypto.getRandomValues(new Uint8Array(Math.min(65536, body.length - i)));
    body.set(piece, i);
  }
  return Buffer.concat([head, body, tail]);
}

const rssMb = (pid) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** How one upload is sent: the admin's document upload, or a candidate's application. */
async function uploader(base, pdf) {
  const token = await signIn(base);
  const admin = { authorization: `Bearer ${token}` };
  if (options.endpoint === "document") {
    return async () => {
      const form = new FormData();
      form.append("file", new Blob([pdf], { type: "application/pdf" }), "whitepaper.pdf");
      const response = await fetch(`${base}/api/admin/documents`, {
        method: "POST",
        headers: admin,
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    };
  }
  const slug = `bench-upload-${Date.now()}`;
  const job = await fetch(`${base}/api/admin/jobs`, {
    method: "POST",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify({
      title: "Bench upload",
      slug,
      employmentType: ["full_time"],
      service: "temporary",
      remote: "remote",
      remoteCountries: ["CA"],
      status: "open",
    }),
  });
  if (job.status !== 201) throw new Error(`opening a job: ${job.status} ${await job.text()}`);
  let n = 0;
  return async () => {
    const form = new FormData();
    form.append("name", "Bench Candidate");
    form.append("email", `candidate-${Date.now()}-${++n}@example.com`);
    form.append("consent", "on");
    form.append("resume", new Blob([pdf], { type: "application/pdf" }), "resume.pdf");
    const response = await fetch(`${base}/api/jobs/${slug}/applications`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
    });
    if (response.status >= 300) throw new Error(`application: ${response.status} ${await response.text()}`);
  };
}

/** The rounds on one database: each round's rise of the server's RSS (peak during its uploads, above before). */
async function measure(database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-upload-"));
  const created = database === "postgres" ? await createThrowawayDatabase("bench_upload") : null;
  const env = {
    DATA_DIR: dataDir,
    // Candidates' limits are not what is measured here.
    APPLICATION_RATE_LIMIT_PER_HOUR: "100000",
  };
  try {
    // PGlite's first start creates the database (initdb), whose memory stays with that process.
    if (!created) await (await startProductionServer({ port: PORT, env })).stop();
    const server = await startProductionServer({ port: PORT, databaseUrl: created?.url, env });
    try {
      const pdf = fivemegabytePdf();
      const upload = await uploader(server.base, pdf);
      // Warm: the first upload loads the code paths it needs, once for the life of the process.
      await upload();
      const rises = [];
      for (let round = 0; round < ROUNDS; round++) {
        await sleep(1500);
        const before = rssMb(server.pid);
        let peak = before;
        let sampling = true;
        const sampler = (async () => {
          while (sampling) {
            peak = Math.max(peak, rssMb(server.pid));
            await sleep(20);
          }
        })();
        for (let i = 0; i < UPLOADS; i++) await upload();
        await sleep(500);
        sampling = false;
        await sampler;
        rises.push({ before, peak, after: rssMb(server.pid), rise: peak - before });
      }
      return rises;
    } finally {
      await server.stop();
    }
  } finally {
    await created?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const database of options.database === "both" ? ["pglite", "postgres"] : [options.database]) {
  const rises = await measure(database);
  const worst = Math.max(...rises.map((r) => r.rise));
  rows.push({
    database: database === "pglite" ? "PGlite" : "PostgreSQL",
    endpoint:
      options.endpoint === "document" ? "POST /api/admin/documents" : "POST /api/jobs/{slug}/applications",
    rounds: `${ROUNDS} x ${UPLOADS} uploads`,
    "RSS before MB": median(rises.map((r) => r.before)).toFixed(0),
    "rise MB (median)": median(rises.map((r) => r.rise)).toFixed(1),
    "rise MB (min-max)": `${Math.min(...rises.map((r) => r.rise)).toFixed(1)}-${worst.toFixed(1)}`,
    "after MB (last)": rises.at(-1).after.toFixed(0),
    "target MB": TARGET_MB,
    "": worst <= TARGET_MB ? "met" : "NOT met",
  });
}
console.log(
  `\nA ${(FILE_BYTES / 1024 / 1024).toFixed(2)} MB PDF uploaded ${UPLOADS} times a round: the server's RSS at its peak above before the round (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
console.table(rows);

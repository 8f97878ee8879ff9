// Page weight and Lighthouse scores of the public site, printed as tables. A benchmark, not a test:
// the figures vary with the machine; nothing here passes or fails.
//
//   pnpm bench            (after `pnpm build`)
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { waitUntilReady } from "./lib/server.mjs";

const PORT = 4310;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PAGES = [
  "/",
  "/services",
  "/about",
  "/blog",
  "/blog/how-to-measure-the-real-cost-of-a-bad-hire",
  "/contact",
];
const JS_BUDGET_KB = 180;

const server = spawn(process.execPath, ["../e2e/serve.mjs"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", PUBLIC_SITE_URL: BASE },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitUntilReady(`${BASE}/readyz`);
  printTable("JavaScript a visitor downloads before the page is interactive", await measureJs());
  printTable("Lighthouse 13, mobile preset (0-100)", await runLighthouse());
} finally {
  server.kill("SIGTERM");
}

async function measureJs() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const rows = [];
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
    let raw = 0;
    let gzip = 0;
    for (const response of scripts) {
      const body = await response.body();
      raw += body.length;
      gzip += gzipSync(body).length;
    }
    const admin = scripts.filter((response) => /admin/i.test(response.url())).length;
    rows.push({
      page: path,
      scripts: scripts.length,
      "raw KB": (raw / 1024).toFixed(1),
      "gzip KB": (gzip / 1024).toFixed(1),
      [`budget ${JS_BUDGET_KB} KB`]: gzip / 1024 <= JS_BUDGET_KB ? "within" : "OVER",
      "admin chunks": admin,
    });
    await page.close();
  }
  await browser.close();
  return rows;
}

async function runLighthouse() {
  const rows = [];
  for (const path of PAGES) {
    // Now and then Chromium loses the navigation (Lighthouse's NO_NAVSTART): that run has no scores,
    // so it is run again rather than reported as 0.
    let result = await lighthouseRun(path);
    if (result?.lhr.runtimeError) result = await lighthouseRun(path);
    const categories = result?.lhr.categories ?? {};
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      // What the performance score is made of, and how fast Lighthouse found this machine (its
      // simulated phone is this machine slowed 4x, so a slow or busy host lowers every score).
      "FCP ms": metric(result, "first-contentful-paint"),
      "LCP ms": metric(result, "largest-contentful-paint"),
      "TBT ms": metric(result, "total-blocking-time"),
      CLS: result?.lhr.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3),
      "host benchmark": Math.round(result?.lhr.environment.benchmarkIndex ?? 0),
    });
  }
  return rows;
}

function metric(result, id) {
  return Math.round(result?.lhr.audits[id]?.numericValue ?? Number.NaN);
}

async function lighthouseRun(path) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    return await lighthouse(`${BASE}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
  } finally {
    await chrome.kill();
  }
}

function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}

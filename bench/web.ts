// `npm run bench:web`: builds the web app and a bare React + React Router hello-world page with the same
// Vite settings (bench/web-hello/), serves each (the product server; a bare Fastify static server with
// the same precompressed files), and runs Lighthouse (mobile preset, simulated throttling, Debian's
// Chromium) RUNS times on each page. Prints the median of each category and of FCP, LCP, TBT and CLS per
// page, and the compressed JavaScript of each page's first load against the hello-world page's.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import * as chromeLauncher from "chrome-launcher";
import Fastify from "fastify";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../playwright.config.ts";
import { ROOT, startApp } from "./servers.ts";

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = ["/", "/plandetails", "/faq", "/documents/privacy-policy"];
const HELLO_DIR = resolve(ROOT, ".bench-output/web-hello");

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function build() {
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  execFileSync("npx", ["vite", "build", "-c", "bench/web-hello/vite.config.ts", "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}

async function startHello(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: HELLO_DIR, preCompressed: true });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, close: () => app.close() };
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const jsBytes = (requests ?? [])
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsBytes,
  };
}

function summarise(samples: Sample[]): Sample {
  const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    jsBytes: pick("jsBytes"),
  };
}

build();
const app = await startApp({ DATA_DIR: "memory://", WEB_DIST_DIR: undefined });
const hello = await startHello();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});
const rows: Array<[string, Sample]> = [];
try {
  const targets: Array<[string, string]> = [
    ["hello world (baseline)", `${hello.url}/`],
    ...PAGES.map((path): [string, string] => [path, `${app.url}${path}`]),
  ];
  // One unmeasured visit each, so the server's first render and the disk cache are not measured.
  for (const [, url] of targets) await fetch(url);
  for (const [name, url] of targets) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await audit(url, chrome.port));
    rows.push([name, summarise(samples)]);
  }
} finally {
  await chrome.kill();
  await hello.close();
  await app.stop();
}

const baselineJs = rows[0]?.[1].jsBytes ?? Number.NaN;
const header = [
  "page",
  "perf",
  "a11y",
  "best",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "JS KB",
  "JS ×hello",
];
const table = rows.map(([name, s]) => [
  name,
  String(s.performance),
  String(s.accessibility),
  String(s.bestPractices),
  String(s.seo),
  s.fcp.toFixed(0),
  s.lcp.toFixed(0),
  s.tbt.toFixed(0),
  s.cls.toFixed(3),
  (s.jsBytes / 1024).toFixed(1),
  (s.jsBytes / baselineJs).toFixed(2),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
console.log(`\nLighthouse (mobile preset, simulated throttling), median of ${RUNS} runs per page\n`);
console.log(line(header));
for (const row of table) console.log(line(row));
console.log(
  "\nJS KB: compressed JavaScript transferred on the page's first load; budget 1.6× the hello-world page.",
);

import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { API, API_BASE, type ApiName } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";

/** What the web app's prerenderer (apps/web/src/entry-server.tsx, built to dist-ssr/) exports. */
export interface PrerendererModule {
  PUBLIC_PAGES: ReadonlyArray<{ path: string; data: readonly PageData[]; modules: readonly string[] }>;
  renderPage(
    path: string,
    inputs: Partial<Record<PageData, unknown>>,
    origin: string,
  ): Promise<{ status: number; head: string; body: string; scripts: string }>;
}
type PageData = "plans" | "services" | "faqs" | "company" | "served";

/** The public read behind each kind of page data; the page is rendered from its answer's `Data`. */
const DATA_SOURCES: Record<PageData, ApiName> = {
  plans: "fetchSubscriptionPlans",
  services: "fetchServiceItems",
  faqs: "getAllFaqs",
  company: "fetchCompanyDetails",
  served: "fetchServedPlaces",
};

export interface Page {
  status: number;
  html: string;
  /** The same HTML compressed once per render, for browsers that accept it. */
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const sha1 = (text: string) => createHash("sha1").update(text).digest("base64url");

/** Loads dist-ssr/entry-server.js next to the client build, or null when it was not built. */
export async function loadPrerenderer(distDir: string): Promise<PrerendererModule | null> {
  const entry = join(distDir, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PrerendererModule;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Vite's manifest of the client build (which chunk holds which source file), or none. */
function readManifest(distDir: string): Manifest {
  const file = join(distDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
}

/** A page's own chunk and the chunks it imports, as URLs. */
export function pageChunks(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files].map((file) => `/${file}`);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template with the app's scripts taken out of its head, and what a page needs to load the app after
 * its first paint (src/boot.ts): the boot script's URL, and the entry with the chunks it imports. Null
 * when the build has no boot script: the page then loads its scripts as the template does.
 */
export function deferAppScripts(
  template: string,
  manifest: Manifest,
): { template: string; boot: string; entry: string; preload: string[] } | null {
  const boot = manifest["src/boot.ts"]?.file;
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!boot || !entry) return null;
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  return {
    template: template.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, ""),
    boot: `/${boot}`,
    entry,
    preload,
  };
}

/** The tags that load the app: the boot script with its list, or plain module preloads. */
function appScripts(deferred: ReturnType<typeof deferAppScripts>, chunks: string[]) {
  if (!deferred) {
    return {
      head: chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(""),
      body: "",
    };
  }
  const preload = [...new Set([...deferred.preload, ...chunks])];
  const list = JSON.stringify({ entry: deferred.entry, preload }).replaceAll("<", "\\u003c");
  return {
    head: "",
    body: `<script type="application/json" id="app-modules">${list}</script>\n    <script type="module" crossorigin src="${deferred.boot}"></script>`,
  };
}

/**
 * The template with its stylesheet links replaced by the stylesheets themselves: a public page paints
 * from its HTML alone, with no request holding up the first paint (the CSS is about 8 KB compressed).
 * The app shell keeps the links, so members' pages share the cached file.
 */
export function inlineStylesheets(template: string, distDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(distDir, file);
    if (!existsSync(path)) return link;
    return `<style>${readFileSync(path, "utf8").replaceAll("</style", "<\\/style")}</style>`;
  });
}

/**
 * Renders the public pages on the server with the current data (docs/decisions/0028). Each page is kept
 * until the data it shows changes: a request reads that data through the API's own cached public reads,
 * and renders again only when an answer differs from the one the kept page was made from. So an FAQ the
 * team edits shows on the next load, and a page costs a render only once per change.
 */
export function createPageRenderer(
  app: FastifyInstance,
  ssr: PrerendererModule,
  options: { template: string; distDir: string; origin: string },
) {
  const kept = new Map<string, { key: string; page: Promise<Page> }>();
  const manifest = readManifest(options.distDir);
  const deferred = deferAppScripts(options.template, manifest);
  // The template's own title and description give way to each page's.
  const template = inlineStylesheets(deferred?.template ?? options.template, options.distDir)
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/, "");

  /** The public read's answer, exactly as a browser would get it (the API's cache answers). */
  async function read(kind: PageData): Promise<string> {
    const route = API[DATA_SOURCES[kind]];
    const res = await app.inject({ method: route.method, url: `${API_BASE}${route.path}` });
    if (res.statusCode !== 200) throw new Error(`${route.path} answered ${res.statusCode}`);
    return res.payload;
  }

  async function render(path: string, modules: readonly string[], payloads: Map<PageData, string>) {
    const inputs: Partial<Record<PageData, unknown>> = {};
    for (const [kind, payload] of payloads) inputs[kind] = (JSON.parse(payload) as { Data: unknown }).Data;
    const rendered = await ssr.renderPage(path, inputs, options.origin);
    const chunks = pageChunks(manifest, modules).filter((href) => !options.template.includes(`"${href}"`));
    const scripts = appScripts(deferred, chunks);
    const html = template
      .replace("</head>", `    ${rendered.head}\n    ${scripts.head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${rendered.body}</div>\n    ${rendered.scripts}\n    ${scripts.body}`,
      );
    return {
      status: rendered.status,
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${sha1(html)}"`,
    };
  }

  return {
    /** The page at `path` (one of PUBLIC_PAGES), rendered from the current data. */
    async page(path: string): Promise<Page> {
      const spec = ssr.PUBLIC_PAGES.find((p) => p.path === path);
      if (!spec) throw new Error(`${path} is not a prerendered page`);
      const payloads = new Map<PageData, string>();
      const current = kept.get(path);
      try {
        for (const kind of spec.data) payloads.set(kind, await read(kind));
      } catch (error) {
        // The data cannot be read (the database is away): the page last rendered is still worth showing.
        if (current) return current.page;
        throw error;
      }
      const key = [...payloads.values()].map(sha1).join(".");
      if (current?.key === key) return current.page;
      const page = render(path, spec.modules, payloads);
      kept.set(path, { key, page });
      // A failed render is not kept: the next request tries again.
      page.catch(() => {
        if (kept.get(path)?.page === page) kept.delete(path);
      });
      return page;
    },
  };
}

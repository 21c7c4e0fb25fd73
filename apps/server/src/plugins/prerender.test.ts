import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { faqs } from "../db/schema/faqs.ts";
import { useTestApp } from "../test/harness.ts";

// The server's side of prerendering (docs/decisions/0028), with a stand-in for the web build's
// prerenderer that records what it was asked to render. The real one is covered by the browser tests.
const root = mkdtempSync(join(tmpdir(), "eldercare-prerender-"));
const dist = join(root, "dist");
mkdirSync(join(dist, "assets"), { recursive: true });
mkdirSync(join(root, "dist-ssr"));
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><html><head><title>Shell</title><meta name="description" content="shell" /><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-abc.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, "assets", "index-abc.css"), "h1{color:teal}");
mkdirSync(join(dist, ".vite"));
writeFileSync(
  join(dist, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-abc.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-abc.js" },
    "src/boot.ts": { file: "assets/boot-abc.js" },
    "src/faq-page.tsx": { file: "assets/faq-page-abc.js", imports: ["_react.js", "_search.js"] },
    "_search.js": { file: "assets/search-abc.js" },
  }),
);
writeFileSync(
  join(root, "dist-ssr", "entry-server.js"),
  `export const PUBLIC_PAGES = [
     { path: "/", data: [], modules: [] },
     { path: "/faq", data: ["faqs"], modules: ["src/faq-page.tsx"] },
     { path: "/broken", data: [], modules: [] },
   ];
   export const renders = [];
   export async function renderPage(path, inputs, origin) {
     if (path === "/broken") throw new Error("render failed");
     renders.push(path);
     const count = inputs.faqs ? inputs.faqs.faqs.length : 0;
     return {
       status: 200,
       head: "<title>Page " + path + "</title><link rel=\\"canonical\\" href=\\"" + origin + path + "\\" />",
       body: "<h1>Rendered " + path + "</h1><p>" + count + " questions</p>",
       scripts: "<script type=\\"application/json\\" id=\\"query-state\\">{}</script>",
     };
   }`,
);
const entry = join(root, "dist-ssr", "entry-server.js");

describe("public pages rendered on the server", () => {
  const t = useTestApp("pglite", {
    serveWeb: true,
    webDistDir: dist,
    publicUrl: "https://seniorcare.example",
    REFERENCE_CACHE_TTL_MS: 0,
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const renders = async () => ((await import(entry)) as { renders: string[] }).renders;

  it("sends the page's HTML with its head in place of the shell's title, revalidated by ETag", async () => {
    const res = await t.app.inject({ method: "GET", url: "/faq" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toMatch(/<div id="root"><h1>Rendered \/faq<\/h1><p>\d+ questions<\/p><\/div>/);
    expect(res.body).toContain('<link rel="canonical" href="https://seniorcare.example/faq" />');
    expect(res.body).not.toContain("<title>Shell</title>");
    expect(res.body).not.toContain('content="shell"');
    expect(res.body).not.toContain("noindex");

    const again = await t.app.inject({
      method: "GET",
      url: "/faq",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("carries its stylesheet in the page, so nothing holds up the first paint; other pages link to the file", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<style>h1{color:teal}</style>");
    expect(page.body).not.toContain('rel="stylesheet"');

    const member = await t.app.inject({ method: "GET", url: "/user/profile" });
    expect(member.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(member.body).not.toContain("<style>");
  });

  it("starts with only the boot script, which is told the entry and every chunk the page needs", async () => {
    const page = await t.app.inject({ method: "GET", url: "/faq" });
    expect(page.body).not.toContain('src="/assets/index-abc.js"');
    expect(page.body).not.toContain("modulepreload");
    const list = page.body.match(/<script type="application\/json" id="app-modules">([^<]+)<\/script>/)?.[1];
    expect(JSON.parse(String(list))).toEqual({
      entry: "/assets/index-abc.js",
      preload: ["/assets/react-abc.js", "/assets/faq-page-abc.js", "/assets/search-abc.js"],
    });
    expect(page.body).toMatch(
      /<script type="module" crossorigin src="\/assets\/boot-abc.js"><\/script>\s*<\/body>/,
    );

    // A page the browser renders itself loads the app at once, as built.
    const member = await t.app.inject({ method: "GET", url: "/user/profile" });
    expect(member.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(member.body).not.toContain("boot-abc.js");
  });

  it("compresses the page for a browser that accepts it", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/" });
    const br = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("renders again only when the data the page shows has changed", async () => {
    const before = (await renders()).filter((p) => p === "/faq").length;
    const first = await t.app.inject({ method: "GET", url: "/faq" });
    await t.app.inject({ method: "GET", url: "/faq" });
    expect((await renders()).filter((p) => p === "/faq").length).toBe(before);

    await t.database.db
      .insert(faqs)
      .values({ category: "General", question: "Do you visit on Sundays as well?", answer: "Yes." });
    const changed = await t.app.inject({ method: "GET", url: "/faq" });
    expect((await renders()).filter((p) => p === "/faq").length).toBe(before + 1);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const count = (html: string) => Number(html.match(/<p>(\d+) questions/)?.[1]);
    expect(count(changed.body)).toBe(count(first.body) + 1);
  });

  it("keeps sending the page last rendered while its data cannot be read", async () => {
    const rendered = await t.app.inject({ method: "GET", url: "/faq" });
    expect(rendered.body).toContain("<h1>Rendered /faq</h1>");
    // The FAQ read fails as it would with the database away.
    await t.database.db.execute(sql`alter table faqs rename to faqs_away`);
    try {
      const away = await t.app.inject({ method: "GET", url: "/faq" });
      expect(away.statusCode).toBe(200);
      expect(away.body).toBe(rendered.body);
      expect(away.headers.etag).toBe(rendered.headers.etag);
    } finally {
      await t.database.db.execute(sql`alter table faqs_away rename to faqs`);
    }
  });

  it("sends the app shell, not an error, when a page fails to render", async () => {
    const res = await t.app.inject({ method: "GET", url: "/broken" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("sends other pages as the shell with noindex, and lists only the public pages for search engines", async () => {
    const member = await t.app.inject({ method: "GET", url: "/user/profile" });
    expect(member.statusCode).toBe(200);
    expect(member.headers["x-robots-tag"]).toBe("noindex");
    expect(member.body).toContain('<meta name="robots" content="noindex" />');

    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Disallow: /admin/");
    expect(robots.body).toContain("Sitemap: https://seniorcare.example/sitemap.xml");

    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://seniorcare.example/",
      "https://seniorcare.example/faq",
      "https://seniorcare.example/broken",
    ]);
  });

  it("never sends the shell's file or the build manifest as plain files", async () => {
    expect((await t.app.inject({ method: "GET", url: "/index.html" })).body).not.toContain("<title>Shell");
    expect((await t.app.inject({ method: "GET", url: "/.vite/manifest.json" })).statusCode).not.toBe(200);
  });
});

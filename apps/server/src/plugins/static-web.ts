import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createPageRenderer, loadPrerenderer } from "./prerender.ts";
import { createWarmup, type Warmup } from "./warmup.ts";

/** The compression a browser accepts for a page, best first (a missing header means none). */
function acceptedEncoding(header: string | string[] | undefined): "br" | "gzip" | null {
  const accepted = String(header ?? "")
    .split(",")
    .map((part) => part.trim().split(";")[0]);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

const NOINDEX = '<meta name="robots" content="noindex" />';

/**
 * The companion's app is installable (issue 46, decision 0096): its pages name the web app manifest and
 * the home-screen icon; no other page does, so a family is never offered to install the companion's app.
 */
const COMPANION_HEAD = [
  '<link rel="manifest" href="/companion.webmanifest" />',
  '<link rel="apple-touch-icon" href="/companion-icon-192.png" />',
].join("\n  ");

/** The companion's app's pages: /companion and everything under it. */
export const isCompanionPath = (path: string) => path === "/companion" || path.startsWith("/companion/");

/**
 * Serves the built React app. Hashed files under /assets/ are cached for a year; pages never are, so a
 * new release reaches people on their next visit (they revalidate with an ETag). The public pages are
 * rendered on the server with their data when the prerenderer was built (plugins/prerender.ts); every
 * other page gets the app shell with `noindex`. Also robots.txt and sitemap.xml. Returns how to send the
 * app shell, or null when there is no build.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  origin: string,
  warmup: Warmup = createWarmup(),
): Promise<((reply: FastifyReply, path: string) => unknown) | null> {
  if (!existsSync(join(distDir, "index.html"))) {
    app.log.warn({ distDir }, "web app not built: only the API is served (run `npm run build`)");
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    // The build wrote .br and .gz copies (apps/web/vite-precompress.ts): sent as the browser accepts.
    preCompressed: true,
    // index.html is only ever sent as a page, below; the manifest is for the server.
    allowedPath: (path) => path !== "/index.html" && !path.startsWith("/.vite/"),
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes(`${join(distDir, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });

  const template = readFileSync(join(distDir, "index.html"), "utf8");
  const shell = template.replace("</head>", `  ${NOINDEX}\n  </head>`);
  const companionShell = template.replace("</head>", `  ${NOINDEX}\n  ${COMPANION_HEAD}\n  </head>`);
  // Members' and admins' pages, and unknown ones: the app renders them; search engines leave them out.
  const sendShell = (reply: FastifyReply, path: string) =>
    reply
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "noindex")
      .type("text/html; charset=utf-8")
      .send(isCompanionPath(path) ? companionShell : shell);

  const ssr = await loadPrerenderer(distDir);
  const publicPaths = ssr?.PUBLIC_PAGES.map((p) => p.path) ?? ["/"];
  const renderer = ssr ? createPageRenderer(app, ssr, { template, distDir, origin }) : null;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    if (!renderer) return reply.send(template);
    try {
      const page = await renderer.page(request.routeOptions.url ?? "/");
      reply.header("etag", page.etag).header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(page.status).send(encoding ? page[encoding] : page.html);
    } catch (error) {
      // The page still works without its prerendered HTML: the app renders it in the browser.
      request.log.error({ err: error }, "prerendering failed; sending the app shell");
      return reply.send(template);
    }
  };
  for (const path of publicPaths) app.get(path, { schema: { hide: true } }, sendPage);
  // Render every public page once the server listens, so the first visitors do not wait for it: one
  // after another, the home page first. The load balancer sends the process no one until they are done
  // (plugins/warmup.ts): kept pages are what it serves if the database goes away.
  if (renderer) {
    app.addHook("onListen", async () => {
      void warmup
        .run(async () => {
          for (const path of publicPaths) await renderer.page(path);
        })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, "prerendering a public page failed; it is tried again on request"),
        );
    });
  }

  const robots = [
    "User-agent: *",
    "Disallow: /user/",
    "Disallow: /admin/",
    "Disallow: /api/",
    "Disallow: /planandservicedetails",
    "Disallow: /service/booking",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  app.get("/robots.txt", { schema: { hide: true } }, (_request, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/plain; charset=utf-8").send(robots),
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  app.get("/sitemap.xml", { schema: { hide: true } }, (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("application/xml; charset=utf-8")
      .send(sitemap),
  );
  return sendShell;
}

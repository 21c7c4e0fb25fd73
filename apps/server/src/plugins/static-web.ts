import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Serves the built React app. Hashed files under /assets/ are cached for a year; index.html never is,
 * so a new release reaches people on their next visit. Returns how to send the app shell, or null
 * when there is no build.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
): Promise<((reply: FastifyReply) => unknown) | null> {
  if (!existsSync(join(distDir, "index.html"))) {
    app.log.warn({ distDir }, "web app not built: only the API is served (run `npm run build`)");
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes(`${join(distDir, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  const sendShell = (reply: FastifyReply) =>
    reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
  // "/" is the static root directory; answer it with the app shell rather than a directory listing.
  app.get("/", { schema: { hide: true } }, (_request, reply) => sendShell(reply));
  return sendShell;
}

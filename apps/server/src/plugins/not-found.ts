import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "../http/send-error.ts";

export interface NotFoundOptions {
  /** Sends the web app's index.html for GET navigations outside /api (client-side routing). */
  serveAppShell?: (reply: import("fastify").FastifyReply, path: string) => unknown;
}

export const notFoundPlugin = fp(async (app: FastifyInstance, opts: NotFoundOptions) => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isApi = path === "/api" || path.startsWith("/api/");
    // A missing script, style or image is a 404, not the app's HTML (which a browser would try to run).
    const isFile = path.startsWith("/assets/") || /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (!isApi && !isFile && opts.serveAppShell && (request.method === "GET" || request.method === "HEAD")) {
      return opts.serveAppShell(reply, path);
    }
    const message = isApi
      ? SYSTEM_MESSAGES.noApiEndpoint(request.method, path)
      : SYSTEM_MESSAGES.nothingFound(path);
    return sendError(reply, "SE006", undefined, message);
  });
});

import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's (load balancer's) X-Request-Id when it looks sane, else makes one. */
export function genRequestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id on every response, so a caller can quote it when reporting a problem. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
});

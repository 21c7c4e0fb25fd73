import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../http/app-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** True once the app has started closing (readiness fails, new requests are turned away). */
    isClosing(): boolean;
  }
}

/** Requests arriving while the app closes get a 503 in the envelope (Fastify's own 503 is switched off). */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  const markClosing = async () => {
    closing = true;
  };
  app.decorate("isClosing", () => closing);
  app.addHook("onClose", markClosing);
  app.addHook("preClose", markClosing);
  app.addHook("onRequest", (_request, _reply, done) => {
    done(closing ? new AppError("SE002", SYSTEM_MESSAGES.restarting) : undefined);
  });
  // While closing, every answer (those in flight, and the 503s) ends its connection: a load balancer's
  // keep-alive connection would otherwise stay busy with new requests and hold the close open until
  // SHUTDOWN_TIMEOUT_MS, and the process would exit with them unanswered.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
});

import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./send-error.ts";

/** True when the connection comes from this machine (the socket's address, never X-Forwarded-For). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/**
 * A preHandler for development tools (the inbox shows live codes): anyone but the machine itself is
 * told there is nothing here.
 */
export async function localOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopback(request.socket.remoteAddress)) {
    return sendError(
      reply,
      "SE006",
      undefined,
      SYSTEM_MESSAGES.nothingFound(request.url.split("?")[0] ?? ""),
    );
  }
}

import { type ErrorCode, type ErrorItem, errorDefinition, errorEnvelope } from "@eldercare/contracts";
import type { FastifyReply } from "fastify";

/** Sends one coded error as the envelope, with the catalogue's status. */
export function sendError(reply: FastifyReply, code: ErrorCode, items?: ErrorItem[], message?: string) {
  const definition = errorDefinition(code);
  const list = items ?? [{ Code: code, Message: message ?? definition.message }];
  return reply.status(definition.status).send(errorEnvelope(definition.kind, list));
}

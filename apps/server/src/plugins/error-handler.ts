import {
  type ErrorCode,
  type ErrorItem,
  errorDefinition,
  errorEnvelope,
  SYSTEM_MESSAGES,
} from "@eldercare/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../http/app-error.ts";
import { sendError } from "../http/send-error.ts";
import { concurrencyConflict, databaseUnreachable } from "../lib/db-errors.ts";
import { safeError } from "../lib/safe-error.ts";

/** How long a client is asked to wait before trying again when the database or Redis is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

// zod's own wording ("Invalid input: expected string...") says nothing of which field: name it.
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized key)/;

function validationItems(
  validation: { instancePath: string; message?: string; keyword: string }[],
): ErrorItem[] {
  return validation.map((v) => {
    const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
    let message = v.message ?? SYSTEM_MESSAGES.invalidValue;
    if (v.keyword === "unrecognized_keys") {
      message = message.replace(/^Unrecognized keys?/, SYSTEM_MESSAGES.unknownField);
    }
    if (!field && v.keyword === "invalid_type") message = SYSTEM_MESSAGES.bodyNotObject;
    else if (field && GENERIC_MESSAGE.test(message)) message = `${field}: ${message}`;
    return { Code: "BE001", Message: message };
  });
}

/** Fastify's own error codes → the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "SE004",
  FST_ERR_CTP_BODY_TOO_LARGE: "SE005",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "SE007",
  FST_ERR_CTP_EMPTY_JSON_BODY: "SE007",
  FST_ERR_CTP_INVALID_JSON_BODY: "SE003",
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.cause) request.log.error({ err: safeError(error) }, "dependency failed");
    // A dependency away (Redis, say) or a restart: say when to try again, as for the database.
    if (error.status === 503) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(error.status).send(errorEnvelope(errorDefinition(error.code).kind, error.items));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, "BE001", validationItems(error.validation));
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped === "SE005") {
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    return sendError(reply, mapped, undefined, SYSTEM_MESSAGES.tooLarge(Math.round(limit / 1024)));
  }
  if (mapped) return sendError(reply, mapped);
  if (error instanceof SyntaxError && error.statusCode === 400) return sendError(reply, "SE003");
  if (error.statusCode === 429) return sendError(reply, "BE009");
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: safeError(error) }, "client error");
    return sendError(reply, "SE007");
  }
  // PostgreSQL out of reach: say so, and when to try again (the pool reconnects by itself).
  if (databaseUnreachable(error)) {
    request.log.error({ err: safeError(error) }, "database unreachable");
    reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return sendError(reply, "SE002", undefined, SYSTEM_MESSAGES.databaseUnavailable);
  }
  // Two changes of the same rows met (deadlock, serialization failure) outside a retried transaction,
  // or one that outlasted its retries: nothing was changed, and the same request may simply be sent again.
  if (concurrencyConflict(error)) {
    request.log.warn({ err: safeError(error) }, "concurrent change conflict");
    return sendError(reply, "BE012", undefined, SYSTEM_MESSAGES.changedAtOnce);
  }
  // Anything else is ours: log it whole, tell the client nothing about its insides.
  request.log.error({ err: safeError(error) }, "unhandled error");
  return sendError(reply, "SE001");
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});

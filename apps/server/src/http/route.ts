import { Readable } from "node:stream";
import { API_BASE, okEnvelope, type RouteContract, responseSchemaOf } from "@eldercare/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type CsvValue, csvChunks } from "../lib/csv.ts";
import { requireSession } from "../plugins/auth.ts";
import { AppError } from "./app-error.ts";

type BodyOf<C extends RouteContract> = C["body"] extends z.ZodType ? z.output<C["body"]> : undefined;

export interface HandlerResult<D> {
  data: D;
  /** A new or refreshed session token for the envelope's `Token`. */
  token?: string;
}

export type RouteHandler<C extends RouteContract> = (
  body: BodyOf<C>,
  request: FastifyRequest,
) => Promise<HandlerResult<z.input<C["data"]>>>;

/** A document sent as itself (a PDF), not in the JSON envelope. */
export interface FileResult {
  body: Buffer;
  contentType: string;
  /** Offered as the download's name. */
  filename: string;
}

/** A CSV export: every matching row, streamed as the database hands it over. */
export interface CsvResult {
  /** Offered as the download's name. */
  filename: string;
  header: readonly string[];
  rows: AsyncIterable<readonly CsvValue[]>;
}

/**
 * Who may call: the session the contract asks for (401 / 403), and a user_id in the body must be the
 * caller's own. Checked before the body is validated, so nobody learns anything about a request they
 * may not make.
 */
function guardOf(contract: RouteContract) {
  if (contract.auth === "public") return {};
  const auth = contract.auth;
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      // Personal data: never kept by a browser or a proxy, also when the answer is an error.
      reply.header("cache-control", "no-store");
      request.auth = await requireSession(request, auth);
      const body = request.body as { user_id?: unknown } | undefined;
      if (body && typeof body === "object" && "user_id" in body && body.user_id !== request.auth.userId) {
        throw new AppError("BE003");
      }
    },
  };
}

function baseSchema(contract: RouteContract) {
  return {
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.auth === "public" ? {} : { security: [{ bearer: [] }] }),
    ...(contract.body ? { body: contract.body } : {}),
  };
}

/**
 * The one way to register an API route: method, path, request and response schemas all come from the
 * contract, so validation, serialization (only listed fields leave) and OpenAPI cannot drift apart.
 */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: `${API_BASE}${contract.path}`,
    schema: { ...baseSchema(contract), response: { 200: responseSchemaOf(contract) } },
    ...guardOf(contract),
    handler: async (request, reply) => {
      const result = await handler(request.body as BodyOf<C>, request);
      // A response carrying a session token (login, registration) is as private as a member's data.
      if (result.token) reply.header("cache-control", "no-store");
      return okEnvelope(result.data, result.token);
    },
  });
}

/** Like registerRoute, for a route whose success is a file; its failures are still the envelope. */
export function registerFileRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (body: BodyOf<C>, request: FastifyRequest) => Promise<FileResult>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: `${API_BASE}${contract.path}`,
    schema: baseSchema(contract),
    ...guardOf(contract),
    handler: async (request, reply) => {
      const file = await handler(request.body as BodyOf<C>, request);
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  });
}

/**
 * Like registerRoute, for a CSV export streamed row by row (decision 0026): the body is validated and
 * refusals are the envelope as usual; once rows flow, an error ends the download early.
 */
export function registerCsvRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (body: BodyOf<C>, request: FastifyRequest) => Promise<CsvResult>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: `${API_BASE}${contract.path}`,
    schema: baseSchema(contract),
    ...guardOf(contract),
    handler: async (request, reply) => {
      const csv = await handler(request.body as BodyOf<C>, request);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csv.filename.replace(/[^\w.-]/g, "_")}"`)
        .header("cache-control", "private, no-store")
        .send(Readable.from(csvChunks(csv.header, csv.rows)));
    },
  });
}

import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { API_BASE, okEnvelope, type RouteContract, responseSchemaOf } from "@eldercare/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type CsvValue, csvChunks } from "../lib/csv.ts";
import { AppError } from "./app-error.ts";
import { requirePermission } from "./session-guard.ts";

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
 * Who may call: a session whose role holds the contract's action (401 / 403, the permission table), and a
 * user_id in the body must be the caller's own. Checked before the body is validated, so nobody learns
 * anything about a request they may not make.
 */
function guardOf(contract: RouteContract) {
  const action = contract.action;
  if (action === "public") return {};
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      // Personal data: never kept by a browser or a proxy, also when the answer is an error.
      reply.header("cache-control", "no-store");
      request.auth = await requirePermission(request, action);
      const body = request.body as { user_id?: unknown } | undefined;
      if (body && typeof body === "object" && "user_id" in body && body.user_id !== request.auth.userId) {
        throw new AppError("BE003");
      }
    },
  };
}

/** The ids an object names (booking_id, loved_one_id…), at its top level. */
function idsIn(value: unknown): [string, number][] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).filter(
    (entry): entry is [string, number] => entry[0].endsWith("_id") && Number.isInteger(entry[1]),
  );
}

/**
 * What an activity row keeps, never free text: the ids the request named, and those of what it made (the
 * answer's, and its objects' one level down: a new booking's booking_id).
 */
function idsOf(body: unknown, data: unknown): Record<string, number> {
  const made = data && typeof data === "object" ? Object.values(data).flatMap((v) => idsIn(v)) : [];
  return Object.fromEntries([...idsIn(body), ...made, ...idsIn(data)]);
}

/**
 * A change a circle member made on a family's account (a route needing more than `viewer`), recorded with
 * who made it once it succeeded (decision 0063). A failure to record is logged: the change itself stands.
 */
async function recordCircleChange(request: FastifyRequest, contract: RouteContract, data: unknown) {
  const session = request.auth;
  const recorder = request.server.familyActivity;
  if (!session || session.familyMemberId === null || !recorder || contract.family === "viewer") return;
  try {
    await recorder.record(session, contract.path, idsOf(request.body, data));
  } catch (error) {
    request.log.error({ err: error, path: contract.path }, "family activity not recorded");
  }
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
      await recordCircleChange(request, contract, result.data);
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

/** `Cache-Control` of the cached public reads (decision 0027). */
export const CACHE_POLICY = {
  /** Plans, services, specialities: change with a release or the seed; kept 5 minutes, then revalidated. */
  catalogue: "public, max-age=300",
  /** Countries, states and cities: all but fixed; kept an hour, then revalidated. */
  places: "public, max-age=3600",
  /** FAQs: an admin's change must show on the next load, so every load revalidates (a 304 when unchanged). */
  revalidate: "no-cache",
} as const;

const JSON_TYPE = "application/json; charset=utf-8";

/** A cached read's answer as sent: the envelope's bytes and their strong validator. */
interface Serialised {
  body: Buffer;
  etag: string;
}

/** If-None-Match (a list, or `*`) against our strong ETag, compared weakly as RFC 9110 says for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Like registerRoute, for a public read answered from a cache (decision 0027). The handler returns the
 * cached value itself: while the cache keeps that same object, its envelope is serialised once (through the
 * contract's response schema, exactly as registerRoute would) and the bytes and their ETag are reused. A GET
 * answers `If-None-Match` with 304 and no body, and carries `cacheControl`.
 */
export function registerCachedRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  cacheControl: string,
  handler: (body: BodyOf<C>) => Promise<z.input<C["data"]> & object>,
) {
  // Shared bytes and `public` caching are for answers that are the same for everyone.
  if (contract.auth !== "public") throw new Error(`${contract.path}: only public routes are cached`);
  const url = `${API_BASE}${contract.path}`;
  const serialise = serializerCompiler({
    schema: responseSchemaOf(contract),
    method: contract.method,
    url,
    httpStatus: "200",
  });
  const sent = new WeakMap<object, Serialised>();
  const serialisedOf = (data: object): Serialised => {
    let s = sent.get(data);
    if (!s) {
      const body = Buffer.from(serialise(okEnvelope(data)));
      s = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
      sent.set(data, s);
    }
    return s;
  };
  const conditional = contract.method === "GET";
  const send = (request: FastifyRequest, reply: FastifyReply, { body, etag }: Serialised) => {
    if (!conditional) return reply.type(JSON_TYPE).send(body);
    reply.header("etag", etag).header("cache-control", cacheControl);
    if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(body);
  };
  // A cache hands out the same promise for as long as it keeps a value; once that promise has settled its
  // answer cannot change, so later requests are answered at once, without waiting on it again (decision 0051).
  const settled = new WeakMap<Promise<unknown>, Serialised>();
  // Not typed by the zod provider: the reply is bytes already serialised through the same schema.
  app.route({
    method: contract.method,
    url,
    schema: { ...baseSchema(contract), response: { 200: responseSchemaOf(contract) } },
    handler: (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const answer = handler(request.body as BodyOf<C>);
      const known = settled.get(answer);
      if (known) {
        send(request, reply, known);
        return;
      }
      return answer.then((data) => {
        const s = serialisedOf(data);
        settled.set(answer, s);
        return send(request, reply, s);
      });
    },
  });
}

import { API_BASE, okEnvelope, type RouteContract, responseSchemaOf } from "@eldercare/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
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
    schema: {
      tags: [contract.tag],
      summary: contract.summary,
      ...(contract.auth === "public" ? {} : { security: [{ bearer: [] }] }),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: responseSchemaOf(contract) },
    },
    // Identity comes from the token only: a user_id in the body must be the caller's own. Checked
    // before the body is validated, so nobody learns anything about a request they may not make.
    ...(contract.auth === "public"
      ? {}
      : {
          preValidation: async (request: FastifyRequest) => {
            const auth = contract.auth as Exclude<typeof contract.auth, "public">;
            request.auth = await requireSession(request, auth);
            const body = request.body as { user_id?: unknown } | undefined;
            if (
              body &&
              typeof body === "object" &&
              "user_id" in body &&
              body.user_id !== request.auth.userId
            ) {
              throw new AppError("BE003");
            }
          },
        }),
    handler: async (request) => {
      const result = await handler(request.body as BodyOf<C>, request);
      return okEnvelope(result.data, result.token);
    },
  });
}

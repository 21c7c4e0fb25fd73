import { ERROR_CODES } from "@eldercare/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

const errorTable = Object.entries(ERROR_CODES)
  .map(([code, d]) => `| ${code} | ${d.status} | ${d.kind} | ${d.meaning} |`)
  .join("\n");

/** OpenAPI generated from the contract schemas; interactive docs at /api/docs. */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Elder-care API",
        version: "0.1.0",
        description: [
          "Every response is the envelope `{ Data, Token?, Errors: { Business_Errors, System_Errors, Warnings, Info } }`;",
          "each error item is `{ Code, Message }`. Send the session as `Authorization: Bearer <token>`.",
          "",
          "| Code | HTTP | List | Meaning |",
          "| --- | --- | --- | --- |",
          errorTable,
        ].join("\n"),
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});

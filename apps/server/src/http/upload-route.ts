import {
  API_BASE,
  okEnvelope,
  type RouteContract,
  responseSchemaOf,
  VISIT_PHOTO_MAX_BYTES,
  VISIT_REPORT_MESSAGES,
} from "@eldercare/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "./app-error.ts";
import type { HandlerResult } from "./route.ts";
import { requirePermission } from "./session-guard.ts";

type FieldsOf<C extends RouteContract> = C["upload"] extends { fields: infer F extends z.ZodType }
  ? z.output<F>
  : never;

/** How a multipart read can fail, in the user's words (a fresh error each time). */
const MULTIPART_REFUSALS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError("SE005", VISIT_REPORT_MESSAGES.photoTooLarge),
  FST_FILES_LIMIT: () => new AppError("BE001", VISIT_REPORT_MESSAGES.photoOnlyOne),
  FST_PARTS_LIMIT: () => new AppError("BE001", VISIT_REPORT_MESSAGES.photoOnlyOne),
  FST_FIELDS_LIMIT: () => new AppError("BE001", VISIT_REPORT_MESSAGES.tooManyFields),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError("SE004", VISIT_REPORT_MESSAGES.photoNotForm),
};

/** The form's fields and its one file, read whole within the limits; refusals are AppErrors. */
async function readForm(request: FastifyRequest, fileField: string) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField)
          throw new AppError("BE001", VISIT_REPORT_MESSAGES.photoFieldUnknown);
        file = bytes;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const refusal = code ? MULTIPART_REFUSALS[code] : undefined;
    if (refusal) throw refusal();
    // A malformed form (no boundary, a part cut short, a field named like a prototype): the client's.
    throw new AppError("SE007");
  }
  return { fields, file };
}

/**
 * Like registerRoute, for a multipart upload of one file (issue 26: photos). Its own encapsulated scope
 * parses multipart, so every other route still answers anything but JSON with 415. The session is checked
 * before a byte of the body is read; the text fields are validated by the contract's `upload.fields`;
 * a missing file is refused; the handler gets the file's bytes.
 */
export function registerUploadRoute<
  C extends RouteContract & { upload: NonNullable<RouteContract["upload"]> },
>(
  app: FastifyInstance,
  contract: C,
  handler: (
    fields: FieldsOf<C>,
    file: Buffer,
    request: FastifyRequest,
  ) => Promise<HandlerResult<z.input<C["data"]>>>,
) {
  const { auth, action } = contract;
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: VISIT_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
      throwFileSizeLimit: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: contract.method,
      url: `${API_BASE}${contract.path}`,
      schema: {
        tags: [contract.tag],
        summary: contract.summary,
        consumes: ["multipart/form-data"],
        ...(auth === "public" ? {} : { security: [{ bearer: [] }] }),
        response: { 200: responseSchemaOf(contract) },
      },
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header("cache-control", "no-store");
        if (action !== "public") request.auth = await requirePermission(request, action);
      },
      handler: async (request) => {
        const { fields, file } = await readForm(request, contract.upload.file);
        const parsed = contract.upload.fields.safeParse(fields);
        if (!parsed.success) {
          const [first, ...rest] = parsed.error.issues.map((i) => ({
            Code: "BE001" as const,
            Message: i.message,
          }));
          throw new AppError("BE001", first?.Message, rest);
        }
        if (!file) throw new AppError("BE001", VISIT_REPORT_MESSAGES.photoRequired);
        const result = await handler(parsed.data as FieldsOf<C>, file, request);
        return okEnvelope(result.data);
      },
    });
  });
}

import { z } from "zod";

/** One error, warning or info item: `{ Code, Message }`. */
export const errorItemSchema = z.object({ Code: z.string(), Message: z.string() });
export type ErrorItem = z.infer<typeof errorItemSchema>;

export const errorsSchema = z.object({
  Business_Errors: z.array(errorItemSchema),
  System_Errors: z.array(errorItemSchema),
  Warnings: z.array(errorItemSchema),
  Info: z.array(errorItemSchema),
});
export type Errors = z.infer<typeof errorsSchema>;

/** The response envelope every API call answers with. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ Data: data, Token: z.string().optional(), Errors: errorsSchema });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());

export interface Envelope<T> {
  Data: T;
  Token?: string;
  Errors: Errors;
}

export function emptyErrors(): Errors {
  return { Business_Errors: [], System_Errors: [], Warnings: [], Info: [] };
}

export function okEnvelope<T>(data: T, token?: string): Envelope<T> {
  return token === undefined
    ? { Data: data, Errors: emptyErrors() }
    : { Data: data, Token: token, Errors: emptyErrors() };
}

export type ErrorKind = keyof Errors;

export function errorEnvelope(kind: ErrorKind, items: ErrorItem[]): Envelope<null> {
  const errors = emptyErrors();
  errors[kind] = items;
  return { Data: null, Errors: errors };
}

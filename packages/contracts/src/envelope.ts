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

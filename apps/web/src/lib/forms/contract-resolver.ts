import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * The one resolver of every form: zodResolver over a schema built from the contract, so the form
 * checks the same rules, in the same words, as the server. zod's issue codes (custom, too_small…)
 * mean nothing to a form, so every error is typed "contract": its message is the contract's.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: asContractErrors(result.errors) } as Awaited<ReturnType<typeof resolve>>;
  };
}

function asContractErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const tagged: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (!error || typeof error !== "object") tagged[field] = error;
    else if ("message" in error && "type" in error) tagged[field] = { ...error, type: "contract" };
    else tagged[field] = asContractErrors(error as FieldErrors);
  }
  return tagged as FieldErrors<T>;
}

import type { z } from "zod";

/** One validation problem as a test compares it: the dotted path ("" for the whole value) and the message. */
export interface Issue {
  path: string;
  message: string;
}

/** Parses `input` and returns its issues; an empty list means the input was accepted. */
export function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

/** Parses `input` that must be accepted and returns the parsed value (defaults applied). */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected a valid input, got: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** A copy of `value` without `key`, to test a missing field. */
export function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

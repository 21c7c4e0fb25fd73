import type { z } from "zod";

/**
 * Each field's first broken rule under a form schema, in the contract's words; an empty object when
 * the values are valid. Forms use it for what the resolver cannot say: whether to enable a button,
 * and what is still missing.
 */
export function fieldProblems<Field extends string>(
  schema: z.ZodType,
  values: unknown,
): Partial<Record<Field, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    problems[field] ??= issue.message;
  }
  return problems as Partial<Record<Field, string>>;
}

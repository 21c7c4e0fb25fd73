import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { API, type RouteContract } from "./routes.ts";

/*
 * Issue 40: users/cancelsubscription/ took effective_date "2026-13-45" past its schema (a pattern, not a
 * date) and answered 409. Every date a request carries is checked by the one calendar-date rule
 * (list.ts's calendarDate): this walks every route's request and finds each field named as a date.
 */

/** Field names that hold a calendar date (YYYY-MM-DD). */
const DATE_FIELD = /(^|_)(date|on|from|to|until)$|(^|_)date(_|$)/;

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; shape?: object };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default and pipe wrappers. */
function unwrap(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === "pipe" && def.in) return unwrap(def.in);
  return s;
}

/** Every [path, schema] of a field named as a date, objects and arrays of objects followed. */
function dateFields(schema: z.ZodType, path: string[] = []): [string, z.ZodType][] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === "array" && def.element) return dateFields(def.element, [...path, "[]"]);
  if (def.type !== "object") return [];
  const shape = (inner as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape).flatMap(([key, field]) => {
    const here = [...path, key];
    const leaf = defOf(unwrap(field)).type;
    if (DATE_FIELD.test(key) && leaf === "string") return [[here.join("."), field] as [string, z.ZodType]];
    return dateFields(field, here);
  });
}

const routes = Object.values(API as Record<string, RouteContract>);
const fields = routes.flatMap((r) =>
  [r.body, r.upload?.fields].flatMap((s) =>
    s ? dateFields(s).map(([path, schema]) => [`${r.path} ${path}`, schema] as const) : [],
  ),
);

describe("every date a request carries", () => {
  it("is found (the walk sees the date fields the issue names)", () => {
    const names = fields.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        "users/cancelsubscription/ effective_date",
        "users/servicebooking/ visit_date",
        "users/saveLovedOne/ date_of_birth".replace("saveLovedOne", "savelovedone"),
      ]),
    );
  });

  it.each(fields)("%s refuses what is not a real calendar date", (_name, schema) => {
    // A real date of a plausible kind is taken (a loved one's birthday, a check done, a day to come)...
    expect(["1950-01-15", "2026-01-15"].some((d) => schema.safeParse(d).success)).toBe(true);
    // ...and what looks like one but is not, never.
    for (const bad of [
      "2026-13-45",
      "2026-02-30",
      "2026-00-10",
      "2026-1-5",
      "15/01/2026",
      "2026-01-15T00:00",
    ]) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

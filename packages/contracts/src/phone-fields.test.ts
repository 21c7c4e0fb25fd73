import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { API, type ApiName } from "./routes.ts";

/*
 * Every phone field a request can carry, against one rule (issue 42, decision 0068): a person's number
 * either comes with its country's code (checked by that country's rules, kept in E.164) or is an Indian
 * number by decision (a companion's, a question's call-back), and an Indian number is 10 digits that never
 * start with 0. Nothing is cut: a number too long is refused. The hospital's is a landline written as the
 * family has it. A new phone field fails the first test until it is listed here with its kind.
 */

type Kind = "with code" | "India only" | "landline";
interface Field {
  route: ApiName;
  /** Dotted path in the body; "[]" is an array's element. */
  path: string;
  kind: Kind;
  /** The key of its dialling code, beside it ("with code" only). */
  code?: string;
  /** Other keys the rule needs (validateOtp's flag). */
  extra?: Record<string, unknown>;
}

const FIELDS: Field[] = [
  { route: "register", path: "phone", kind: "with code", code: "country_code" },
  {
    route: "generateOtp",
    path: "phone",
    kind: "with code",
    code: "country_code",
    extra: { email_phn_flag: "P" },
  },
  ...(["validateOtp", "userLogin", "adminLogin", "companionLogin"] as const).map((route) => ({
    route,
    path: "user_name",
    kind: "with code" as const,
    code: "country_code",
    extra: { email_phn_flag: "P", otp: "123456" },
  })),
  { route: "modifyProfile", path: "phone", kind: "with code", code: "country_code" },
  { route: "createEnquiry", path: "phone", kind: "with code", code: "country_code" },
  { route: "inviteFamily", path: "phone", kind: "with code", code: "country_code" },
  { route: "saveLovedOne", path: "contact_phone", kind: "with code", code: "contact_country_code" },
  { route: "saveEmergencyCard", path: "contacts.[].phone", kind: "with code", code: "country_code" },
  { route: "saveEmergencyCard", path: "hospital_phone", kind: "landline" },
  { route: "adminModifyCompanion", path: "phone", kind: "India only" },
  { route: "adminModifyStaff", path: "phone", kind: "India only" },
  { route: "createQuestion", path: "phone", kind: "India only" },
];

/** The keys naming a phone in a schema, found by walking objects, arrays and wrappers. */
function phoneKeys(schema: unknown, path: string[] = [], out: string[] = []): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return out;
  if (def.type === "object") {
    for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
      if (/phone$/.test(key)) out.push([...path, key].join("."));
      phoneKeys(inner, [...path, key], out);
    }
  } else if (def.type === "array") phoneKeys(def.element, [...path, "[]"], out);
  else if (def.innerType ?? def.in) phoneKeys(def.innerType ?? def.in, path, out);
  return out;
}

/** A body holding `value` (and its code) at the field's place, and nothing else the rule needs. */
function bodyWith(field: Field, value: string, code?: string): unknown {
  const keys = field.path.split(".");
  const leaf: Record<string, unknown> = { [keys.at(-1) as string]: value };
  if (field.code && code) leaf[field.code] = code;
  let built: unknown = leaf;
  for (const key of keys.slice(0, -1).reverse()) built = key === "[]" ? [built] : { [key]: built };
  return { ...(built as object), ...field.extra };
}

/** What the rule says of the field: its messages, none when the value passes. */
function messagesAt(field: Field, value: string, code?: string): string[] {
  const schema = API[field.route].body as z.ZodType;
  const result = schema.safeParse(bodyWith(field, value, code));
  if (result.success) return [];
  const at = field.path.replace("[]", "0");
  return result.error.issues.filter((i) => i.path.join(".") === at).map((i) => i.message);
}

describe("every phone field in the contracts", () => {
  it("is listed here with its kind", () => {
    const found = Object.entries(API).flatMap(([route, r]) =>
      phoneKeys(r.body).map((path) => `${route} ${path}`),
    );
    const listed = FIELDS.filter((f) => f.path.endsWith("phone")).map((f) => `${f.route} ${f.path}`);
    expect(found.sort()).toEqual(listed.sort());
  });

  const people = FIELDS.filter((f) => f.kind !== "landline");
  it.each(people)("$route $path: an Indian number is 10 digits and never starts with 0", (field) => {
    expect(messagesAt(field, "9830012345", "+91")).toEqual([]);
    expect(messagesAt(field, "0791123456", "+91")).toEqual([M.phoneStartsWithZero]);
    // Too long is refused, never read as its first 10 digits.
    expect(messagesAt(field, "07911234568", "+91")).toEqual([M.phoneInvalid]);
    expect(messagesAt(field, "98300123456", "+91")).toEqual([M.phoneInvalid]);
  });

  it.each(FIELDS.filter((f) => f.kind === "with code"))(
    "$route $path: a number abroad is taken with its country's code and checked by its rules",
    (field) => {
      expect(messagesAt(field, "07911234568", "+44")).toEqual([]);
      expect(messagesAt(field, "2079460000", "+44")).toEqual(["Please enter a valid UK mobile number"]);
    },
  );

  it.each(FIELDS.filter((f) => f.kind === "landline"))(
    "$route $path: a landline is kept as written, words refused",
    (field) => {
      expect(messagesAt(field, "033 6626 0000")).toEqual([]);
      expect(messagesAt(field, "+44 20 7946 0000")).toEqual([]);
      expect(messagesAt(field, "call the hospital")).not.toEqual([]);
    },
  );
});

import fc from "fast-check";
import { z } from "zod";

/*
 * Request bodies for property tests, generated from the contract's own schemas (through their JSON
 * Schema), mixed with plausible values for well-known field names (so some requests get past
 * validation) and with hostile values (so every edge is tried).
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Values a real client would send for fields of these names. */
const PLAUSIBLE: Record<string, unknown[]> = {
  user_name: ["Asha Roy", "9830012345", "asha.roy@example.com"],
  phone: ["9830012345", "9000000001"],
  email: ["asha.roy@example.com", "admin@seniorcare.example"],
  otp: ["123456", "000000"],
  id_no: ["ABCDE1234F", "A1234567", "234123412346"],
  booking_date: ["2026-12-15", "2027-02-30"],
  month: ["2026-12"],
  preferred_time: ["09:00:00", null],
  user_message: ["Please call me about visits for my mother."],
  question: ["How often can a companion visit my father?"],
  answer: ["Up to twice a week on the Silver plan."],
  category: ["General"],
  search_string: ["Roy", ""],
  razorpay_signature: ["a".repeat(64)],
  full_name: ["Kamala Devi"],
  contact_name: ["Ramesh Das"],
  date_of_birth: ["1950-06-15", "1990-01-01"],
  contact_phone: ["9830098300"],
  address_line: ["12 Lake Road, Ballygunge"],
  pincode: ["700091", "SW1A 1AA"],
  // West Bengal in the seed, whose first city (city_id 1, with country_id 1) is Kolkata.
  state_id: [28],
  notes: ["Likes a walk after breakfast."],
};

/** Values that have broken servers before: out-of-range numbers, NUL and control characters, huge or odd strings, wrong types. */
export const HOSTILE_VALUES: unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  1.5,
  "\u0000",
  "Asha\u0000Roy",
  "A question long enough \u0000 with a NUL inside it",
  "A message with a bell \u0007 and an escape \u001b inside",
  "line\u0007bell",
  "\u001b[31mred",
  "x".repeat(5_000),
  "😀".repeat(300),
  "\uD800",
  "",
  "   ",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "%00",
  "../../etc/passwd",
  "2026-13-45",
  null,
  true,
  [],
  [1, "a", null],
  {},
  { $gt: "" },
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

function integerBounds(s: JsonSchema) {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
  return { min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) };
}

function fromJsonSchema(s: JsonSchema, field?: string): fc.Arbitrary<unknown> {
  const plausible = field ? PLAUSIBLE[field] : undefined;
  const own = fromJsonSchemaOnly(s);
  return plausible ? fc.oneof(own, fc.constantFrom(...plausible)) : own;
}

function fromJsonSchemaOnly(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if ("const" in s) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => fromJsonSchemaOnly(a)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "string": {
      const minLength = s.minLength ?? 0;
      const maxLength = Math.min(s.maxLength ?? 60, Math.max(minLength, 60));
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return fc.string({ minLength, maxLength, unit: "grapheme" });
    }
    case "integer":
      return fc.integer(integerBounds(s));
    case "number":
      return fc.double({ min: s.exclusiveMinimum ?? -1e6, max: 1e7, noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(s.items ? fromJsonSchemaOnly(s.items) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case "object": {
      const properties = s.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, key)]),
      );
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue();
  }
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** One value of this schema that a real client would send (the first plausible one where known). */
function plausibleValue(s: JsonSchema, field: string): unknown {
  const known = PLAUSIBLE[field];
  if (known) return known[0];
  if (s.enum) return s.enum[0];
  if ("const" in s) return s.const;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.[0]) return plausibleValue(alternatives[0], field);
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case "string":
      return s.pattern ? fc.sample(fc.stringMatching(new RegExp(s.pattern)), 1)[0] : "Sample text";
    case "integer":
    case "number":
      return integerBounds(s).min > 0 ? integerBounds(s).min : 1;
    case "boolean":
      return false;
    case "array":
      return s.items ? [plausibleValue(s.items, field)] : [];
    default:
      return null;
  }
}

/**
 * A body that passes validation as far as the schema can tell (every property set), so that a field
 * made hostile on it reaches the rules and the database behind the validation.
 */
export function plausibleBody(schema: z.ZodType): Record<string, unknown> {
  const json = toJsonSchema(schema);
  const body = Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([key, value]) => [key, plausibleValue(value, key)]),
  );
  // Code checks name the phone or email in user_name.
  if ("email_phn_flag" in body)
    body.user_name = body.email_phn_flag === "E" ? body.email : PLAUSIBLE.phone?.[0];
  if (body.preferred_time === null || body.is_callback === false) delete body.preferred_time;
  return body;
}

/** A request body for this schema: well formed, one field made hostile, an extra field, or nonsense. */
export function requestBodyArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.dictionary(fc.string(), hostile, { maxKeys: 3 }));
  const json = toJsonSchema(schema);
  const wellFormed = fromJsonSchema(json);
  const keys = Object.keys(json.properties ?? {});
  const oneHostileField =
    keys.length > 0
      ? fc
          .tuple(wellFormed, fc.constantFrom(...keys), hostile)
          .map(([body, key, value]) => ({ ...(body as object), [key]: value }))
      : wellFormed;
  const extraField = fc
    .tuple(wellFormed, fc.constantFrom("role", "user_type", "is_admin", "__proto__x", "amount"), hostile)
    .map(([body, key, value]) => ({ ...(body as object), [key]: value }));
  return fc.oneof(
    { weight: 3, arbitrary: wellFormed },
    { weight: 4, arbitrary: oneHostileField },
    { weight: 1, arbitrary: extraField },
    { weight: 1, arbitrary: hostile },
  );
}

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, errorsSchema } from "./envelope.ts";
import { type ErrorKind, emptyErrors, errorEnvelope, okEnvelope } from "./envelope-values.ts";

const NO_ERRORS = { Business_Errors: [], System_Errors: [], Warnings: [], Info: [] };
const KINDS: ErrorKind[] = ["Business_Errors", "System_Errors", "Warnings", "Info"];
const ITEM = { Code: "BE001", Message: "Please provide valid details" };

describe("okEnvelope", () => {
  it("wraps data with empty error lists and no Token key", () => {
    const envelope = okEnvelope({ user_id: 7 });
    expect(envelope).toStrictEqual({ Data: { user_id: 7 }, Errors: NO_ERRORS });
    expect(Object.keys(envelope)).toEqual(["Data", "Errors"]);
  });

  it("carries a Token when one is given", () => {
    expect(okEnvelope({ user_id: 7 }, "tok-123")).toStrictEqual({
      Data: { user_id: 7 },
      Token: "tok-123",
      Errors: NO_ERRORS,
    });
  });

  it.each([null, 0, "", [], false])("keeps falsy data %j as Data", (data) => {
    expect(okEnvelope(data).Data).toStrictEqual(data);
  });

  it("matches envelopeSchema", () => {
    const schema = envelopeSchema(z.object({ user_id: z.number() }));
    expect(schema.safeParse(okEnvelope({ user_id: 7 }, "tok")).success).toBe(true);
    expect(schema.safeParse(okEnvelope({ user_id: "7" })).success).toBe(false);
  });
});

describe("errorEnvelope", () => {
  it.each(KINDS)("puts the items in %s only, with Data null", (kind) => {
    const envelope = errorEnvelope(kind, [ITEM]);
    expect(envelope).toStrictEqual({ Data: null, Errors: { ...NO_ERRORS, [kind]: [ITEM] } });
    expect(errorEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it("keeps several items in order", () => {
    const second = { Code: "BE001", Message: "Email is required" };
    expect(errorEnvelope("Business_Errors", [ITEM, second]).Errors.Business_Errors).toEqual([ITEM, second]);
  });
});

describe("emptyErrors and errorsSchema", () => {
  it("returns a fresh object each time", () => {
    const first = emptyErrors();
    first.Info.push(ITEM);
    expect(emptyErrors()).toStrictEqual(NO_ERRORS);
  });

  it.each([
    [NO_ERRORS, true],
    [{ ...NO_ERRORS, Warnings: [{ Code: "W1", Message: "Heads up" }] }, true],
    [{ Business_Errors: [], System_Errors: [], Warnings: [] }, false],
    [{ ...NO_ERRORS, Info: [{ Code: "I1" }] }, false],
  ])("errorsSchema %j → valid %s", (errors, valid) => {
    expect(errorsSchema.safeParse(errors).success).toBe(valid);
  });
});

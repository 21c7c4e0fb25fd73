import {
  CONSENT_REQUIRED_MESSAGE,
  ID_TYPE,
  VALIDATION_MESSAGES as M,
  withVerhoeffDigit,
} from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import {
  canSubmit,
  EMPTY_REGISTRATION,
  formatIdInput,
  idNumberOnTypeChange,
  pendingSteps,
  phoneKey,
  type RegistrationValues,
  registrationProblems,
  registrationResolver,
  toRegisterRequest,
} from "./registration-request.ts";

const VALID: RegistrationValues = {
  user_name: "Asha Verma",
  country_code: "+91",
  phone: "9830012345",
  email: "asha@example.com",
  user_relation: ["Self"],
  id_type: ID_TYPE.pan,
  id_no: "ABCDE1234F",
  consent_accepted: true,
};

describe("registrationProblems", () => {
  it("finds nothing wrong in a valid form", () => {
    expect(registrationProblems(VALID)).toEqual({});
  });

  it("names one message per field, from the contract", () => {
    expect(registrationProblems(EMPTY_REGISTRATION)).toEqual({
      user_name: M.nameRequired,
      phone: M.phoneRequired,
      email: M.emailRequired,
      user_relation: M.relationshipRequired,
      id_no: M.aadhaarFormat,
      consent_accepted: CONSENT_REQUIRED_MESSAGE,
    });
  });

  it.each([
    ["A", M.nameMin],
    [" Asha", M.nameEdgeSpaces],
    ["Asha  Verma", M.nameConsecutiveSpaces],
    ["   ", M.nameOnlySpaces],
    ["Asha1", M.nameLettersOnly],
    ["A".repeat(51), M.nameMax],
  ])("name %j → %s", (user_name, message) => {
    expect(registrationProblems({ ...VALID, user_name }).user_name).toBe(message);
  });

  it("checks the ID number by its type", () => {
    expect(registrationProblems({ ...VALID, id_no: "ABCDE123" }).id_no).toBe(M.panFormat);
    expect(registrationProblems({ ...VALID, id_type: ID_TYPE.aadhaar, id_no: "234567890123" }).id_no).toBe(
      M.aadhaarInvalid,
    );
    const aadhaar = withVerhoeffDigit("23456789012");
    expect(
      registrationProblems({ ...VALID, id_type: ID_TYPE.aadhaar, id_no: aadhaar }).id_no,
    ).toBeUndefined();
    expect(registrationProblems({ ...VALID, id_type: ID_TYPE.passport, id_no: "A123" }).id_no).toBe(
      M.passportFormat,
    );
    expect(registrationProblems({ ...VALID, id_type: ID_TYPE.voterId, id_no: "AB1234567" }).id_no).toBe(
      M.voterIdFormat,
    );
  });

  it("requires an ID type", () => {
    expect(registrationProblems({ ...VALID, id_type: Number.NaN }).id_type).toBe(M.idTypeRequired);
  });
});

describe("registrationResolver", () => {
  it("maps problems to react-hook-form errors", async () => {
    const result = await registrationResolver({ ...VALID, user_name: "A" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({ user_name: { type: "contract", message: M.nameMin } });
  });
});

describe("idNumberOnTypeChange", () => {
  it("re-checks the typed number against the new type", () => {
    expect(idNumberOnTypeChange(ID_TYPE.pan, "ABCDE1234F")).toEqual({ value: "ABCDE1234F", problem: null });
    expect(idNumberOnTypeChange(ID_TYPE.aadhaar, "ABCDE1234F").problem).toBe(M.aadhaarFormat);
    expect(idNumberOnTypeChange(ID_TYPE.passport, "abcde1234f")).toEqual({
      value: "ABCDE1234F",
      problem: M.passportFormat,
    });
  });

  it("reports nothing for an empty number", () => {
    expect(idNumberOnTypeChange(ID_TYPE.voterId, "").problem).toBeNull();
  });
});

describe("input shaping", () => {
  it("upper-cases letter IDs and keeps Aadhaar to digits, never past the type's length", () => {
    expect(formatIdInput(ID_TYPE.pan, "abcde-1234f99")).toBe("ABCDE1234F");
    expect(formatIdInput(ID_TYPE.aadhaar, "2345 6789 0123 4")).toBe("234567890123");
    expect(formatIdInput(ID_TYPE.passport, "a1234567x")).toBe("A1234567");
    expect(formatIdInput(99, "abc")).toBe("ABC");
  });
});

describe("canSubmit (NEXT enabled)", () => {
  const ok = { values: VALID, verifiedPhone: phoneKey(VALID), verifiedEmail: VALID.email, submitting: false };

  it("is true only when the form is valid and both contacts are verified", () => {
    expect(canSubmit(ok)).toBe(true);
    expect(canSubmit({ ...ok, verifiedPhone: null })).toBe(false);
    expect(canSubmit({ ...ok, verifiedEmail: null })).toBe(false);
    expect(canSubmit({ ...ok, values: { ...VALID, consent_accepted: false } })).toBe(false);
    expect(canSubmit({ ...ok, values: { ...VALID, user_relation: [] } })).toBe(false);
    expect(canSubmit({ ...ok, submitting: true })).toBe(false);
  });

  it("is false when the verified value is not the one in the field", () => {
    expect(canSubmit({ ...ok, verifiedPhone: "+919830099999" })).toBe(false);
  });

  it("lists what is still missing", () => {
    expect(pendingSteps({ values: EMPTY_REGISTRATION, verifiedPhone: null, verifiedEmail: null })).toEqual([
      "enter your full name",
      "verify your phone",
      "verify your email",
      "choose a relationship",
      "enter a valid ID number",
      "accept the terms",
    ]);
    expect(pendingSteps(ok)).toEqual([]);
  });
});

describe("toRegisterRequest and errors", () => {
  it("builds the users/register/ body", () => {
    expect(toRegisterRequest(VALID, { phone: "p", email: "e" })).toEqual({
      user_name: "Asha Verma",
      country_code: "+91",
      phone: "9830012345",
      email: "asha@example.com",
      user_relation: ["Self"],
      id_type: ID_TYPE.pan,
      id_no: "ABCDE1234F",
      phone_verification_token: "p",
      email_verification_token: "e",
      consent_accepted: true,
    });
  });
});

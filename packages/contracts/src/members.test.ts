import { describe, expect, it } from "vitest";
import { DEFAULT_ID_TYPE, ID_TYPE } from "./constants.ts";
import {
  CONSENT_REQUIRED_MESSAGE,
  checkPostalCode,
  modifyProfileRequestSchema,
  PROFILE_MESSAGES,
  profileRequestSchema,
  registerRequestSchema,
  registrationFormSchema,
} from "./members.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { issuesOf, parsed, without } from "./test-helpers.ts";
import { withVerhoeffDigit } from "./validation/id-document.ts";

const AADHAAR = withVerhoeffDigit("23456789012");
const FORM = {
  user_name: "Ravi Kumar",
  phone: "9876543210",
  email: "ravi@example.com",
  user_relation: ["Self", "Spouse"],
  id_no: AADHAAR,
};
const REGISTER = {
  ...FORM,
  phone_verification_token: "phone-proof",
  email_verification_token: "email-proof",
  consent_accepted: true,
};

describe("registrationFormSchema", () => {
  it("accepts a valid form and defaults id_type to 1 (Aadhaar)", () => {
    expect(DEFAULT_ID_TYPE).toBe(1);
    expect(parsed(registrationFormSchema, FORM)).toEqual({ ...FORM, id_type: 1, country_code: "+91" });
  });

  it.each([
    [{ user_name: "" }, "user_name", M.nameRequired],
    [{ user_name: "  Ravi" }, "user_name", M.nameEdgeSpaces],
    [{ user_name: "R" }, "user_name", M.nameMin],
    [{ user_name: "A".repeat(51) }, "user_name", M.nameMax],
    [{ phone: "" }, "phone", M.phoneRequired],
    [{ phone: "98765" }, "phone", M.phoneInvalid],
    [{ email: "" }, "email", M.emailRequired],
    [{ email: "ravi@example" }, "email", M.emailInvalid],
    [{ user_relation: [] }, "user_relation", M.relationshipRequired],
    [{ user_relation: ["Self", "Spouse", "Father"] }, "user_relation", M.relationshipMax],
    [{ user_relation: ["Father", "Father"] }, "user_relation", M.relationshipRequired],
    [{ id_type: 0 }, "id_type", M.idTypeRequired],
    [{ id_type: null }, "id_type", M.idTypeRequired],
    [{ id_type: "2" }, "id_type", M.idTypeRequired],
    [{ id_no: undefined }, "id_no", M.idMin],
    [{ id_no: "" }, "id_no", M.aadhaarFormat],
    [{ id_no: AADHAAR.slice(0, 11) }, "id_no", M.aadhaarFormat],
    [{ id_no: `${AADHAAR.slice(0, 11)}${(Number(AADHAAR.at(-1)) + 1) % 10}` }, "id_no", M.aadhaarInvalid],
    [{ id_no: withVerhoeffDigit("12345678901") }, "id_no", M.aadhaarInvalid],
  ])("rejects %j", (change, path, message) => {
    expect(issuesOf(registrationFormSchema, { ...FORM, ...change })).toEqual([{ path, message }]);
  });

  // The id_no rule follows id_type.
  it.each([
    [ID_TYPE.aadhaar, AADHAAR, null],
    [ID_TYPE.aadhaar, "ABCDE1234F", M.aadhaarFormat],
    [ID_TYPE.pan, "ABCDE1234F", null],
    [ID_TYPE.pan, "A1234567", M.panFormat],
    [ID_TYPE.passport, "A1234567", null],
    [ID_TYPE.passport, "ABC1234567", M.passportFormat],
    // A son in London holds a UK passport: 9 digits (issue 42).
    [ID_TYPE.passport, "123456789", M.passportFormat],
    [ID_TYPE.foreignPassport, "123456789", null],
    [ID_TYPE.foreignPassport, "A1234567", null],
    [ID_TYPE.foreignPassport, "12345", M.foreignPassportFormat],
    [ID_TYPE.foreignPassport, "1234567890", M.foreignPassportFormat],
    [ID_TYPE.voterId, "ABC1234567", null],
    [ID_TYPE.voterId, "ABCDE1234F", M.voterIdFormat],
    [9, "AB1", null],
    [9, "AB", M.idMin],
  ])("id_type %i with id_no %j gives %j", (id_type, id_no, message) => {
    const expected = message === null ? [] : [{ path: "id_no", message }];
    expect(issuesOf(registrationFormSchema, { ...FORM, id_type, id_no })).toEqual(expected);
  });

  it("accepts an Aadhaar number typed with spaces", () => {
    const id_no = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;
    expect(issuesOf(registrationFormSchema, { ...FORM, id_no })).toEqual([]);
  });

  it.each([{ role: "admin" }, { user_type: 2 }])("rejects the unknown field %j", (extra) => {
    const result = registrationFormSchema.safeParse({ ...FORM, ...extra });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: "unrecognized_keys", keys: Object.keys(extra) }),
    ]);
  });
});

describe("registerRequestSchema", () => {
  it("accepts the form plus both verification tokens", () => {
    expect(parsed(registerRequestSchema, REGISTER)).toEqual({ ...REGISTER, id_type: 1, country_code: "+91" });
  });

  it.each([
    [without(REGISTER, "phone_verification_token"), "phone_verification_token", M.phoneOtpInvalid],
    [{ ...REGISTER, phone_verification_token: "" }, "phone_verification_token", M.phoneOtpInvalid],
    [without(REGISTER, "email_verification_token"), "email_verification_token", M.emailOtpInvalid],
    [{ ...REGISTER, email_verification_token: "" }, "email_verification_token", M.emailOtpInvalid],
    [{ ...REGISTER, id_type: ID_TYPE.passport, id_no: "A123456" }, "id_no", M.passportFormat],
    [without(REGISTER, "consent_accepted"), "consent_accepted", CONSENT_REQUIRED_MESSAGE],
    [{ ...REGISTER, consent_accepted: false }, "consent_accepted", CONSENT_REQUIRED_MESSAGE],
  ])("rejects case %#", (input, path, message) => {
    expect(issuesOf(registerRequestSchema, input)).toEqual([{ path, message }]);
  });
});

describe("profileRequestSchema", () => {
  it.each([{}, { user_id: 0 }, { user_id: "7" }])("rejects %j", (input) => {
    expect(issuesOf(profileRequestSchema, input)).toEqual([
      { path: "user_id", message: "user_id is required" },
    ]);
  });

  it("accepts a user_id and nothing else", () => {
    expect(issuesOf(profileRequestSchema, { user_id: 7 })).toEqual([]);
    expect(profileRequestSchema.safeParse({ user_id: 7, role: "admin" }).success).toBe(false);
  });
});

describe("modifyProfileRequestSchema", () => {
  const ADDRESS = { address_line: "12 MG Road", country_id: 1, state_id: 2, city_id: 3, pincode: "560001" };

  it.each([
    [{ user_name: "R" }, "user_name", M.nameMin],
    [{ user_relation: ["Self", "Spouse", "Other"] }, "user_relation", M.relationshipMax],
    // The address goes whole or not at all; the postal code's country rule is the server's (checkPostalCode).
    [{ pincode: "560001" }, "address_line", PROFILE_MESSAGES.addressIncomplete],
    [{ ...ADDRESS, city_id: undefined }, "city_id", PROFILE_MESSAGES.addressIncomplete],
    [{ ...ADDRESS, pincode: "56" }, "pincode", PROFILE_MESSAGES.postalCodeInvalid],
    [{ ...ADDRESS, address_line: "x".repeat(201) }, "address_line", PROFILE_MESSAGES.addressMax],
    [{ ...ADDRESS, address_line: "  " }, "address_line", PROFILE_MESSAGES.addressRequired],
    [{ ...ADDRESS, state_id: 0 }, "state_id", PROFILE_MESSAGES.stateRequired],
    [{ phone: "9876543210" }, "phone_verification_token", PROFILE_MESSAGES.phoneProofRequired],
    [{ email: "ravi@example.com" }, "email_verification_token", PROFILE_MESSAGES.emailProofRequired],
    [{ phone: "98765", phone_verification_token: "p" }, "phone", M.phoneInvalid],
  ])("rejects %j", (change, path, message) => {
    expect(issuesOf(modifyProfileRequestSchema, { user_id: 1, ...change })).toEqual([{ path, message }]);
  });

  it.each([
    {},
    { user_name: "Ravi Kumar", user_relation: ["Mother"] },
    ADDRESS,
    { ...ADDRESS, address_line: "x".repeat(200), pincode: "SW1A 1AA" },
    { phone: "9876543210", phone_verification_token: "phone-proof" },
    { email: "ravi@example.com", email_verification_token: "email-proof" },
  ])("accepts %j", (change) => {
    expect(issuesOf(modifyProfileRequestSchema, { user_id: 1, ...change })).toEqual([]);
  });

  it("refuses fields it does not know, such as the ID document", () => {
    expect(issuesOf(modifyProfileRequestSchema, { user_id: 1, id_no: "ABCDE1234F" })).toHaveLength(1);
  });
});

describe("checkPostalCode", () => {
  it.each([
    ["560001", "IN", null],
    ["056001", "IN", PROFILE_MESSAGES.pincodeInvalid],
    ["SW1A 1AA", "GB", null],
    ["94105", "US", null],
    ["12", "US", PROFILE_MESSAGES.postalCodeInvalid],
    ["560 001", "IN", PROFILE_MESSAGES.pincodeInvalid],
  ])("%s in %s", (value, country, expected) => {
    expect(checkPostalCode(value, country)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { createEnquiryRequestSchema } from "./enquiries.ts";
import { registerRequestSchema, registrationFormSchema } from "./members.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { issuesOf } from "./test-helpers.ts";
import { checkEmail, checkFullName, checkOtp, checkPhone, relationshipsSchema } from "./validation/fields.ts";
import { checkIdNumber, withVerhoeffDigit } from "./validation/id-document.ts";
import { preferredTimeSchema } from "./validation/preferred-time.ts";

type MessageKey = keyof typeof M;

const AADHAAR = withVerhoeffDigit("23456789012");
const FORM = {
  user_name: "Ravi Kumar",
  phone: "9876543210",
  email: "ravi@example.com",
  user_relation: ["Self"],
  id_no: AADHAAR,
};
const ENQUIRY = {
  user_name: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  user_message: "Please call me.",
  city_id: 3,
  country_id: 1,
  phone_verification_token: "p",
  email_verification_token: "e",
};

/** The only message an input produces (undefined when it is accepted or produces several). */
function onlyMessage(schema: Parameters<typeof issuesOf>[0], input: unknown): string | undefined {
  const issues = issuesOf(schema, input);
  return issues.length === 1 ? issues[0]?.message : undefined;
}

/**
 * One failing input per message of spec §5. Typed as a full record, so a new message without a
 * producer here fails the type check.
 */
const PRODUCERS: Record<MessageKey, () => string | null | undefined> = {
  phoneRequired: () => checkPhone(""),
  phoneInvalid: () => checkPhone("98765"),
  phoneStartsWithZero: () => checkPhone("0791123456"),
  emailRequired: () => checkEmail(""),
  emailInvalid: () => checkEmail("ravi@example"),
  otpInvalidFormat: () => checkOtp("12345"),
  nameRequired: () => checkFullName(""),
  nameMin: () => checkFullName("R"),
  nameMax: () => checkFullName("A".repeat(51)),
  nameLettersOnly: () => checkFullName("Ravi2"),
  nameConsecutiveSpaces: () => checkFullName("Ravi  Kumar"),
  nameEdgeSpaces: () => checkFullName("  Ravi"),
  nameOnlySpaces: () => checkFullName("   "),
  relationshipRequired: () => onlyMessage(relationshipsSchema, []),
  relationshipMax: () => onlyMessage(relationshipsSchema, ["Self", "Spouse", "Mother"]),
  idTypeRequired: () => onlyMessage(registrationFormSchema, { ...FORM, id_type: 0 }),
  aadhaarFormat: () => checkIdNumber(1, "23456789012"),
  aadhaarInvalid: () => checkIdNumber(1, `${AADHAAR.slice(0, 11)}${(Number(AADHAAR.at(-1)) + 1) % 10}`),
  panFormat: () => checkIdNumber(2, "ABCDE12345"),
  passportFormat: () => checkIdNumber(3, "A123456"),
  foreignPassportFormat: () => checkIdNumber(5, "12345"),
  voterIdFormat: () => checkIdNumber(4, "ABC123456"),
  idMin: () => checkIdNumber(9, "AB"),
  enquiryNameRequired: () => onlyMessage(createEnquiryRequestSchema, { ...ENQUIRY, user_name: "" }),
  cityRequired: () => onlyMessage(createEnquiryRequestSchema, { ...ENQUIRY, city_id: 0 }),
  countryRequired: () => onlyMessage(createEnquiryRequestSchema, { ...ENQUIRY, country_id: undefined }),
  messageRequired: () => onlyMessage(createEnquiryRequestSchema, { ...ENQUIRY, user_message: "  " }),
  preferredTimeInvalid: () => onlyMessage(preferredTimeSchema, "9:00:00"),
  phoneOtpInvalid: () =>
    onlyMessage(registerRequestSchema, { ...FORM, email_verification_token: "e", consent_accepted: true }),
  emailOtpInvalid: () =>
    onlyMessage(registerRequestSchema, { ...FORM, phone_verification_token: "p", consent_accepted: true }),
};

describe("VALIDATION_MESSAGES", () => {
  it.each(Object.keys(PRODUCERS) as MessageKey[])("%s is produced by a failing input", (key) => {
    expect(PRODUCERS[key]()).toBe(M[key]);
  });

  it("keeps the spec §5 texts word for word (plus the Aadhaar check-digit, preferred-time, leading-0 and foreign-passport messages)", () => {
    expect(M).toEqual({
      phoneRequired: "Phone number is required",
      phoneInvalid: "Please enter a valid 10-digit phone number",
      phoneStartsWithZero:
        "An Indian number does not start with 0. Type the 10 digits after the 0, or choose the country code of a number from abroad.",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      otpInvalidFormat: "Please enter the 6-digit OTP",
      nameRequired: "Full name is required",
      nameMin: "Name must be at least 2 characters",
      nameMax: "Name cannot exceed 50 characters",
      nameLettersOnly: "Full name can only contain letters and spaces",
      nameConsecutiveSpaces: "Multiple consecutive spaces are not allowed",
      nameEdgeSpaces: "Name cannot start or end with spaces",
      nameOnlySpaces: "Name cannot contain only spaces",
      relationshipRequired: "At least one relationship is required",
      relationshipMax: "Maximum limit reached! You can select up to 2 options. Remove one to add another.",
      idTypeRequired: "ID type is required",
      aadhaarFormat: "Aadhaar number must be 12 digits",
      aadhaarInvalid: "Please enter a valid Aadhaar number",
      panFormat: "PAN format should be ABCDE1234F",
      passportFormat: "Passport format should be A1234567",
      foreignPassportFormat:
        "A passport of another country has 6 to 9 letters and digits, for example 123456789",
      voterIdFormat: "Voter ID format should be ABC1234567",
      idMin: "ID number must be at least 3 characters",
      enquiryNameRequired: "Name is required",
      cityRequired: "City is required",
      countryRequired: "Country is required",
      messageRequired: "Message is required",
      preferredTimeInvalid: "Preferred time must be an hour from 1 to 12 with AM or PM",
      phoneOtpInvalid: "Please enter valid phone OTP",
      emailOtpInvalid: "Please enter valid email OTP",
    });
  });
});

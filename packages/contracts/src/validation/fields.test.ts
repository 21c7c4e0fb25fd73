import { describe, expect, it } from "vitest";
import { NAME_MAX_LENGTH, RELATIONSHIPS } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { issuesOf } from "../test-helpers.ts";
import {
  checkEmail,
  checkFullName,
  checkOtp,
  checkPhone,
  emailSchema,
  fullNameSchema,
  otpSchema,
  phoneSchema,
  positiveIdSchema,
  relationshipsSchema,
  sanitizeNameInput,
  sanitizeOtpInput,
} from "./fields.ts";

describe("checkPhone", () => {
  it.each([
    ["", M.phoneRequired],
    ["987654321", M.phoneInvalid], // 9 digits
    ["98765432101", M.phoneInvalid], // 11 digits
    ["98765 43210", M.phoneInvalid],
    ["+919876543210", M.phoneInvalid],
    ["98765-43210", M.phoneInvalid],
    ["98765432a0", M.phoneInvalid],
    [" 9876543210", M.phoneInvalid],
    ["9876543210\n", M.phoneInvalid],
    ["９８７６５４３２１０", M.phoneInvalid], // full-width digits are not ASCII digits
  ])("rejects %j with %j", (value, message) => {
    expect(checkPhone(value)).toBe(message);
  });

  it.each(["9876543210", "3324567890"])("accepts %j", (value) => {
    expect(checkPhone(value)).toBeNull();
  });

  it("refuses an Indian number with a leading 0 rather than reading it as another (issue 42)", () => {
    expect(checkPhone("0123456789")).toBe(M.phoneStartsWithZero);
    expect(checkPhone("0791123456")).toBe(M.phoneStartsWithZero);
  });
});

describe("checkEmail", () => {
  it.each([
    ["", M.emailRequired],
    ["   ", M.emailRequired],
    ["ravi", M.emailInvalid],
    ["ravi@", M.emailInvalid],
    ["@example.com", M.emailInvalid],
    ["ravi@example", M.emailInvalid],
    ["ravi@example.c", M.emailInvalid],
    ["ravi@example.c0m", M.emailInvalid],
    ["ravi@@example.com", M.emailInvalid],
    ["ravi kumar@example.com", M.emailInvalid],
    ["ravi@exa mple.com", M.emailInvalid],
    [" ravi@example.com", M.emailInvalid],
    [`${"a".repeat(243)}@example.com`, M.emailInvalid], // 255 characters, over the 254 limit
  ])("rejects %j with %j", (value, message) => {
    expect(checkEmail(value)).toBe(message);
  });

  it.each([
    "ravi@example.com",
    "ravi.kumar+care@mail.example.co.in",
    "R_K-1%x@sub-domain.example.org",
    `${"a".repeat(242)}@example.com`, // exactly 254 characters
  ])("accepts %j", (value) => {
    expect(checkEmail(value)).toBeNull();
  });
});

describe("checkOtp", () => {
  it.each(["", "12345", "1234567", "12345a", " 123456", "12 456", "١٢٣٤٥٦"])("rejects %j", (value) => {
    expect(checkOtp(value)).toBe(M.otpInvalidFormat);
  });

  it.each(["123456", "000000"])("accepts %j", (value) => {
    expect(checkOtp(value)).toBeNull();
  });
});

describe("checkFullName", () => {
  it.each([
    ["", M.nameRequired],
    [" ", M.nameOnlySpaces],
    ["    ", M.nameOnlySpaces],
    ["  Ravi", M.nameEdgeSpaces],
    ["Ravi ", M.nameEdgeSpaces],
    ["\tRavi", M.nameEdgeSpaces],
    ["Ravi  Kumar", M.nameConsecutiveSpaces],
    ["Ravi3", M.nameLettersOnly],
    ["Ravi-Kumar", M.nameLettersOnly],
    ["O'Brien", M.nameLettersOnly],
    ["José", M.nameLettersOnly],
    ["Ravi\tKumar", M.nameLettersOnly],
    ["R", M.nameMin],
    ["A".repeat(NAME_MAX_LENGTH + 1), M.nameMax],
    [`${"A".repeat(25)} ${"B".repeat(25)}`, M.nameMax], // 51 with a space
  ])("rejects %j with %j", (value, message) => {
    expect(checkFullName(value)).toBe(message);
  });

  // When several rules break, the earlier one in the spec order wins.
  it.each([
    [" R", M.nameEdgeSpaces], // edge spaces before min length
    [" Ravi  Kumar ", M.nameEdgeSpaces], // edge spaces before consecutive spaces
    ["R  1", M.nameConsecutiveSpaces], // consecutive spaces before letters only
    ["1", M.nameLettersOnly], // letters only before min length
    ["1".repeat(51), M.nameLettersOnly], // letters only before max length
  ])("reports the first broken rule for %j", (value, message) => {
    expect(checkFullName(value)).toBe(message);
  });

  it.each([
    "Ra",
    "Ravi",
    "a b",
    "Ravi Kumar Sharma",
    "A".repeat(NAME_MAX_LENGTH),
    `${"A".repeat(24)} ${"B".repeat(25)}`,
  ])("accepts %j", (value) => {
    expect(checkFullName(value)).toBeNull();
  });

  it("uses the given required message for an empty value only", () => {
    expect(checkFullName("", M.enquiryNameRequired)).toBe(M.enquiryNameRequired);
    expect(checkFullName("R", M.enquiryNameRequired)).toBe(M.nameMin);
  });
});

describe("sanitizeNameInput", () => {
  it.each([
    ["Ravi123", "Ravi"],
    ["R@v!i", "Rvi"],
    ["Ravi  Kumar", "Ravi Kumar"],
    ["Ravi     Kumar", "Ravi Kumar"],
    ["Ravi 1 Kumar", "Ravi Kumar"], // strip first, then collapse the spaces left behind
    ["Ravi\tKumar", "RaviKumar"],
    ["José", "Jos"],
    ["  Ravi", " Ravi"], // typing keeps one leading space; checkFullName reports it
    ["Ravi Kumar", "Ravi Kumar"],
    ["", ""],
  ])("turns %j into %j", (value, expected) => {
    expect(sanitizeNameInput(value)).toBe(expected);
  });
});

describe("field schemas", () => {
  it.each([
    ["phone", phoneSchema, undefined, M.phoneRequired],
    ["phone", phoneSchema, 9876543210, M.phoneRequired],
    ["phone", phoneSchema, "98765", M.phoneInvalid],
    ["email", emailSchema, undefined, M.emailRequired],
    ["email", emailSchema, "ravi@", M.emailInvalid],
    ["otp", otpSchema, undefined, M.otpInvalidFormat],
    ["otp", otpSchema, 123456, M.otpInvalidFormat],
    ["full name", fullNameSchema, undefined, M.nameRequired],
    ["full name", fullNameSchema, "Ravi  Kumar", M.nameConsecutiveSpaces],
  ])("%s schema rejects %j with %j", (_name, schema, value, message) => {
    expect(issuesOf(schema, value)).toEqual([{ path: "", message }]);
  });

  it.each([
    [phoneSchema, "9876543210"],
    [emailSchema, "ravi@example.com"],
    [otpSchema, "123456"],
    [fullNameSchema, "Ravi Kumar"],
  ])("accepts a valid value (%#)", (schema, value) => {
    expect(issuesOf(schema, value)).toEqual([]);
  });
});

describe("relationshipsSchema", () => {
  it.each([
    [[], "", M.relationshipRequired],
    [undefined, "", M.relationshipRequired],
    [["Cousin"], "0", M.relationshipRequired],
    [["Self", "Spouse", "Father"], "", M.relationshipMax],
    [["Self", "Self"], "", M.relationshipRequired], // a duplicate is rejected
  ])("rejects %j", (value, path, message) => {
    expect(issuesOf(relationshipsSchema, value)).toEqual([{ path, message }]);
  });

  const accepted: string[][] = [...RELATIONSHIPS.map((r) => [r]), ["Father", "Mother"], ["Self", "Spouse"]];
  it.each(accepted.map((value) => ({ value })))("accepts $value", ({ value }) => {
    expect(issuesOf(relationshipsSchema, value)).toEqual([]);
  });
});

describe("positiveIdSchema", () => {
  const schema = positiveIdSchema(M.cityRequired);

  it.each([undefined, null, 0, -1, 1.5, "1", Number.NaN])("rejects %j with the given message", (value) => {
    expect(issuesOf(schema, value)).toEqual([{ path: "", message: M.cityRequired }]);
  });

  it.each([1, 42])("accepts %j", (value) => {
    expect(issuesOf(schema, value)).toEqual([]);
  });
});

describe("sanitizeOtpInput", () => {
  it("keeps digits only, at most the code's length", () => {
    expect(sanitizeOtpInput("12 34-567", 6)).toBe("123456");
    expect(sanitizeOtpInput("ab", 6)).toBe("");
  });
});

describe("ids and free text from outside (issue 16)", () => {
  it("refuses an id beyond PostgreSQL's integer range, and accepts the largest one", async () => {
    const { createEnquiryRequestSchema } = await import("../enquiries.ts");
    const { PG_INT_MAX } = await import("./fields.ts");
    const base = {
      user_name: "Meena Ghosh",
      phone: "9830012345",
      email: "meena@example.com",
      user_message: "Hello",
      city_id: PG_INT_MAX,
      country_id: 1,
    };
    expect(createEnquiryRequestSchema.safeParse(base).success).toBe(true);
    expect(createEnquiryRequestSchema.safeParse({ ...base, city_id: PG_INT_MAX + 1 }).success).toBe(false);
    expect(createEnquiryRequestSchema.safeParse({ ...base, country_id: 2 ** 53 }).success).toBe(false);
  });

  it("refuses NUL and other control characters in free text, naming the field, and keeps line breaks", async () => {
    const { createEnquiryRequestSchema } = await import("../enquiries.ts");
    const { createQuestionRequestSchema } = await import("../faqs.ts");
    const enquiry = {
      user_name: "Meena Ghosh",
      phone: "9830012345",
      email: "meena@example.com",
      city_id: 1,
      country_id: 1,
    };
    expect(issuesOf(createEnquiryRequestSchema, { ...enquiry, user_message: "Hi\u0000there" })).toEqual([
      { path: "user_message", message: "Message contains characters that are not allowed" },
    ]);
    expect(
      createEnquiryRequestSchema.safeParse({ ...enquiry, user_message: "Line one\r\nLine two\tend" }).success,
    ).toBe(true);
    expect(
      issuesOf(createQuestionRequestSchema, {
        user_name: "Asha Roy",
        email: "asha@example.com",
        question: "How do I book \u001b[31m a visit?",
      }),
    ).toEqual([{ path: "question", message: "Question contains characters that are not allowed" }]);
  });
});

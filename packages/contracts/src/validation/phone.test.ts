import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIAL_CODES, PHONE_COUNTRIES } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { checkPhoneFor, sanitizePhoneInput, toE164 } from "./phone.ts";
import { displayPhone, splitE164 } from "./phone-text.ts";

describe("checkPhoneFor", () => {
  it("keeps spec §5's 10-digit rule and messages for India", () => {
    expect(checkPhoneFor("+91", "")).toBe(M.phoneRequired);
    expect(checkPhoneFor("+91", "9876543210")).toBeNull();
    expect(checkPhoneFor("+91", "987654321")).toBe(M.phoneInvalid);
    expect(checkPhoneFor("+91", "98765 43210")).toBe(M.phoneInvalid);
  });

  it("takes each country's mobile numbers and names the country when one is not", () => {
    expect(checkPhoneFor("+44", "7400123456")).toBeNull();
    expect(checkPhoneFor("+44", "2079460000")).toBe("Please enter a valid UK mobile number"); // a London landline
    expect(checkPhoneFor("+1", "4165550143")).toBeNull(); // Toronto
    expect(checkPhoneFor("+1", "12345")).toBe("Please enter a valid USA / Canada mobile number");
    expect(checkPhoneFor("+65", "61234567")).toBe("Please enter a valid Singapore mobile number"); // landline
    expect(checkPhoneFor("+61", "412345678")).toBeNull();
    expect(checkPhoneFor("+61", "4123456789012")).toBe("Please enter a valid Australia mobile number");
    expect(checkPhoneFor("+971", "50-123-4567")).toBe("Please enter a valid UAE mobile number");
    expect(checkPhoneFor("+971", "")).toBe(M.phoneRequired);
  });
});

describe("E.164", () => {
  it("stores a number with its code and without a trunk 0, and reads it back for the form", () => {
    expect(toE164("+91", "9830012345")).toBe("+919830012345");
    expect(toE164("+44", "07400123456")).toBe("+447400123456");
    expect(toE164("+971", "501234567")).toBe("+971501234567");
    expect(splitE164("+971501234567")).toEqual({ country_code: "+971", phone: "501234567" });
    expect(splitE164("+919830012345")).toEqual({ country_code: "+91", phone: "9830012345" });
    expect(splitE164("+12025550143")).toEqual({ country_code: "+1", phone: "2025550143" });
    expect(displayPhone("+6581234567")).toBe("+65 81234567");
    expect(displayPhone("+919830012345")).toBe("+91 98300 12345");
    expect(displayPhone("erased-7")).toBe("erased-7");
  });
});

describe("sanitizePhoneInput", () => {
  it("keeps every digit typed for India, however many, and drops only a pasted +91", () => {
    expect(sanitizePhoneInput("98300 12345")).toBe("9830012345");
    expect(sanitizePhoneInput("98a30-0")).toBe("98300");
    expect(sanitizePhoneInput("983001234567")).toBe("983001234567");
    expect(sanitizePhoneInput("")).toBe("");
    expect(sanitizePhoneInput("+91 98300 12345")).toBe("9830012345");
    expect(sanitizePhoneInput("+91 (98300) 12-345")).toBe("9830012345");
    expect(sanitizePhoneInput("919830012345")).toBe("9830012345");
    // The son's UK mobile typed under +91 stays as typed, and the rule refuses it (issue 42).
    expect(sanitizePhoneInput("07911234568")).toBe("07911234568");
    expect(sanitizePhoneInput("09830012345")).toBe("09830012345");
    expect(sanitizePhoneInput("910791123456")).toBe("910791123456"); // no Indian number after the 91
  });

  it("drops another country's trunk 0 and its own dialling code pasted with +", () => {
    expect(sanitizePhoneInput("+44 07400 123456", "+44")).toBe("7400123456");
    expect(sanitizePhoneInput("07911 234568", "+44")).toBe("7911234568");
    expect(sanitizePhoneInput("0412 345 678", "+61")).toBe("412345678");
    expect(sanitizePhoneInput("+971 50 123 4567", "+971")).toBe("501234567");
    expect(sanitizePhoneInput("0", "+44")).toBe("0");
    expect(sanitizePhoneInput("971501234567", "+971")).toBe("501234567");
    expect(sanitizePhoneInput("9715012", "+971")).toBe("9715012"); // not yet a number: kept as typed
  });
});

describe("the Indian rule", () => {
  it("refuses a number with a leading 0 (a UK mobile typed under +91), never reads it as another", () => {
    expect(checkPhoneFor("+91", "0791123456")).toBe(M.phoneStartsWithZero);
    expect(checkPhoneFor("+91", "07911234568")).toBe(M.phoneInvalid);
    expect(checkPhoneFor("+44", "07911234568")).toBeNull();
    expect(toE164("+44", "07911234568")).toBe("+447911234568");
  });
});

describe("the countries", () => {
  it("lists each dialling code once, in DIAL_CODES' order", () => {
    expect(PHONE_COUNTRIES.map((c) => c.code)).toEqual([...DIAL_CODES]);
  });

  it("keeps the generated metadata in step with the installed libphonenumber-js", async () => {
    const script = new URL("../../../../scripts/phone-metadata.mjs", import.meta.url);
    if (!existsSync(script)) throw new Error("scripts/phone-metadata.mjs is missing");
    const { phoneMetadataSource, TARGET } = await import(script.href);
    const regions = PHONE_COUNTRIES.flatMap((c) => [...c.regions]);
    // Upgraded the library? Run: node --import tsx scripts/phone-metadata.mjs
    expect(readFileSync(TARGET, "utf8")).toBe(phoneMetadataSource(regions));
  });
});

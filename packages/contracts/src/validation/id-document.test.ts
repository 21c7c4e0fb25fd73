import { describe, expect, it } from "vitest";
import { ID_TYPE } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import {
  checkIdNumber,
  idNumberMaxLength,
  maskIdNumber,
  normalizeIdNumber,
  verhoeffValid,
  withVerhoeffDigit,
} from "./id-document.ts";

const OTHER_TYPE = 9;
/** A well-formed Aadhaar number: first digit 2–9, Verhoeff check digit last. */
const AADHAAR = withVerhoeffDigit("23456789012");
const checkDigit = Number(AADHAAR.at(-1));
const wrongCheckDigits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== checkDigit);

describe("Verhoeff check digit", () => {
  it("matches the published example (236 → 2363)", () => {
    expect(withVerhoeffDigit("236")).toBe("2363");
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("2364")).toBe(false);
  });

  it("builds a 12-digit number that passes", () => {
    expect(AADHAAR).toMatch(/^\d{12}$/);
    expect(verhoeffValid(AADHAAR)).toBe(true);
  });

  it.each(wrongCheckDigits)("rejects the same number ending in %i", (digit) => {
    expect(verhoeffValid(AADHAAR.slice(0, 11) + digit)).toBe(false);
  });
});

describe("checkIdNumber: Aadhaar", () => {
  it.each([
    ["", M.aadhaarFormat],
    [AADHAAR.slice(0, 11), M.aadhaarFormat], // 11 digits
    [`${AADHAAR}0`, M.aadhaarFormat], // 13 digits
    [`${AADHAAR.slice(0, 10)}ab`, M.aadhaarFormat],
    [`${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`, M.aadhaarFormat], // not normalized
    [withVerhoeffDigit("02345678901"), M.aadhaarInvalid], // check digit fine, starts with 0
    [withVerhoeffDigit("12345678901"), M.aadhaarInvalid], // check digit fine, starts with 1
    ...wrongCheckDigits.map((d) => [AADHAAR.slice(0, 11) + d, M.aadhaarInvalid]),
  ])("rejects %j with %j", (value, message) => {
    expect(checkIdNumber(ID_TYPE.aadhaar, value)).toBe(message);
  });

  it.each([AADHAAR, withVerhoeffDigit("99999999999"), withVerhoeffDigit("20000000000")])(
    "accepts %j",
    (value) => {
      expect(checkIdNumber(ID_TYPE.aadhaar, value)).toBeNull();
    },
  );

  it("accepts an Aadhaar number typed with spaces once normalized", () => {
    const typed = ` ${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)}  ${AADHAAR.slice(8)} `;
    expect(normalizeIdNumber(ID_TYPE.aadhaar, typed)).toBe(AADHAAR);
    expect(checkIdNumber(ID_TYPE.aadhaar, normalizeIdNumber(ID_TYPE.aadhaar, typed))).toBeNull();
  });
});

describe("checkIdNumber: other ID types", () => {
  it.each([
    [ID_TYPE.pan, "abcde1234f", M.panFormat],
    [ID_TYPE.pan, "ABCD1234F", M.panFormat],
    [ID_TYPE.pan, "ABCDE12345", M.panFormat],
    [ID_TYPE.pan, "ABCDE1234", M.panFormat],
    [ID_TYPE.pan, "ABCDE1234FG", M.panFormat],
    [ID_TYPE.pan, "ABCDE 1234F", M.panFormat],
    [ID_TYPE.pan, "", M.panFormat],
    [ID_TYPE.passport, "a1234567", M.passportFormat],
    [ID_TYPE.passport, "A123456", M.passportFormat],
    [ID_TYPE.passport, "A12345678", M.passportFormat],
    [ID_TYPE.passport, "AB123456", M.passportFormat],
    [ID_TYPE.passport, "12345678", M.passportFormat],
    [ID_TYPE.voterId, "abc1234567", M.voterIdFormat],
    [ID_TYPE.voterId, "AB1234567", M.voterIdFormat],
    [ID_TYPE.voterId, "ABC123456", M.voterIdFormat],
    [ID_TYPE.voterId, "ABC12345678", M.voterIdFormat],
    [ID_TYPE.voterId, "ABCD123456", M.voterIdFormat],
    [OTHER_TYPE, "", M.idMin],
    [OTHER_TYPE, "AB", M.idMin],
    [OTHER_TYPE, "X".repeat(21), M.idMin], // over the 20-character maximum
  ])("type %i rejects %j with %j", (idType, value, message) => {
    expect(checkIdNumber(idType, value)).toBe(message);
  });

  it.each([
    [ID_TYPE.pan, "ABCDE1234F"],
    [ID_TYPE.passport, "A1234567"],
    [ID_TYPE.voterId, "ABC1234567"],
    [OTHER_TYPE, "ABC"],
    [OTHER_TYPE, "a-1"],
    [OTHER_TYPE, "X".repeat(20)],
    [OTHER_TYPE, "DL-0420110012345"],
  ])("type %i accepts %j", (idType, value) => {
    expect(checkIdNumber(idType, value)).toBeNull();
  });

  // The rule follows the type: the same number is valid for one type and not for another.
  it.each([
    ["ABCDE1234F", ID_TYPE.aadhaar, M.aadhaarFormat],
    ["ABCDE1234F", ID_TYPE.pan, null],
    ["ABCDE1234F", ID_TYPE.passport, M.passportFormat],
    ["ABCDE1234F", ID_TYPE.voterId, M.voterIdFormat],
    ["ABCDE1234F", OTHER_TYPE, null],
    ["A1234567", ID_TYPE.pan, M.panFormat],
    ["A1234567", ID_TYPE.passport, null],
    [AADHAAR, ID_TYPE.aadhaar, null],
    [AADHAAR, ID_TYPE.voterId, M.voterIdFormat],
  ])("%j as type %i gives %j", (value, idType, message) => {
    expect(checkIdNumber(idType, value)).toBe(message);
  });
});

describe("idNumberMaxLength", () => {
  it.each([
    [ID_TYPE.aadhaar, 12],
    [ID_TYPE.pan, 10],
    [ID_TYPE.passport, 8],
    [ID_TYPE.voterId, 10],
    [ID_TYPE.foreignPassport, 9],
    [OTHER_TYPE, 20],
  ])("type %i allows %i characters", (idType, max) => {
    expect(idNumberMaxLength(idType)).toBe(max);
  });
});

describe("normalizeIdNumber", () => {
  it.each([
    [ID_TYPE.aadhaar, "2345 6789 0124", "234567890124"],
    [ID_TYPE.aadhaar, " 2345\t6789  0124 ", "234567890124"],
    [ID_TYPE.pan, " ABCDE1234F ", "ABCDE1234F"],
    [OTHER_TYPE, " AB CD ", "AB CD"], // only Aadhaar drops inner spaces
  ])("type %i turns %j into %j", (idType, value, expected) => {
    expect(normalizeIdNumber(idType, value)).toBe(expected);
  });
});

describe("maskIdNumber", () => {
  it.each([
    [AADHAAR, `XXXX XXXX ${AADHAAR.slice(8)}`],
    ["234567891234", "XXXX XXXX 1234"],
    ["ABCDE1234F", "XXXXXX234F"],
    ["A1234567", "XXXX4567"],
    ["ABC1234567", "XXXXXX4567"],
    ["ABCDE", "XBCDE"],
    ["ABC", "ABC"],
  ])("masks %j as %j", (value, expected) => {
    expect(maskIdNumber(value)).toBe(expected);
  });

  it.each(["ABCDE1234F", "A1234567", "ABC1234567", "P1Q2R3S4T5U6V7"])(
    "keeps only the last 4 of %j",
    (value) => {
      const masked = maskIdNumber(value);
      expect(masked.slice(-4)).toBe(value.slice(-4));
      expect(masked.slice(0, -4)).toMatch(/^X+$/);
    },
  );
});

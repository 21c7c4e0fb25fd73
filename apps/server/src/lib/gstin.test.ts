import { describe, expect, it } from "vitest";
import { GST_STATES, gstinCheckCharacter, gstStateCodeByName, gstStateName, isValidGstin } from "./gstin.ts";
import { DEV_SUPPLIER } from "./supplier.ts";

/** A GSTIN with a correct check character, so only the rule under test can reject it. */
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe("GST state codes", () => {
  it("lists every state and union territory once with a two-digit code", () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true);
    expect(GST_STATES).toHaveLength(37);
  });

  it.each([
    ["01", "Jammu and Kashmir"],
    ["07", "Delhi"],
    ["19", "West Bengal"],
    ["26", "Dadra and Nagar Haveli and Daman and Diu"],
    ["27", "Maharashtra"],
    ["29", "Karnataka"],
    ["36", "Telangana"],
    ["37", "Andhra Pradesh"],
    ["38", "Ladakh"],
    ["97", "Other Territory"],
  ])("%s is %s", (code, name) => {
    expect(gstStateName(code)).toBe(name);
    expect(gstStateCodeByName(name)).toBe(code);
  });

  it("accepts a single-digit code and rejects retired or unknown ones", () => {
    expect(gstStateName("9")).toBe("Uttar Pradesh");
    expect(gstStateName("25")).toBeUndefined(); // Daman and Diu, merged into 26
    expect(gstStateName("28")).toBeUndefined(); // undivided Andhra Pradesh, now 37
    expect(gstStateName("99")).toBeUndefined();
    expect(gstStateName("00")).toBeUndefined();
  });

  it("finds codes by name regardless of case, spacing and '&'", () => {
    expect(gstStateCodeByName("WEST BENGAL")).toBe("19");
    expect(gstStateCodeByName("  tamil   nadu ")).toBe("33");
    expect(gstStateCodeByName("Jammu & Kashmir")).toBe("01");
    expect(gstStateCodeByName("Andaman & Nicobar Islands")).toBe("35");
    expect(gstStateCodeByName("Dadra & Nagar Haveli & Daman & Diu")).toBe("26");
    expect(gstStateCodeByName("Orissa")).toBe("21");
    expect(gstStateCodeByName("Pondicherry")).toBe("34");
    expect(gstStateCodeByName("Atlantis")).toBeUndefined();
    expect(gstStateCodeByName("")).toBeUndefined();
  });
});

describe("GSTIN", () => {
  it("computes the published check character", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("24AAQCA8719H1Z")).toBe("C");
  });

  it("wraps a check value of 36 to '0'", () => {
    expect(gstinCheckCharacter("27AAPFU0059F1Z")).toBe("0");
  });

  it("refuses a body that is not 14 upper-case letters or digits", () => {
    expect(() => gstinCheckCharacter("27AAPFU0939F1")).toThrow();
    expect(() => gstinCheckCharacter("27aapfu0939f1z")).toThrow();
    expect(() => gstinCheckCharacter("27AAPFU0939F1-")).toThrow();
  });

  // python-stdnum's doctest example, then test GSTINs of the India Compliance app for ERPNext.
  it.each(["27AAPFU0939F1ZV", "24AAQCA8719H1ZC", "27AAQCA8719H1Z6", "24AAQCA8719H2ZB", "24AANFA2641L1ZF"])(
    "accepts published GSTIN %s",
    (gstin) => {
      expect(isValidGstin(gstin)).toBe(true);
    },
  );

  it.each([
    ["a wrong check character", "27AAPFU0939F1ZO"],
    ["a changed PAN digit", "27AAPFU0938F1ZV"],
    ["swapped adjacent digits", "27AAPFU0399F1ZV"],
    ["a changed state code", "29AAPFU0939F1ZV"],
    ["a changed entity code", "24AAQCA8719H3ZB"],
    ["lower case", "27aapfu0939f1zv"],
    ["surrounding spaces", " 27AAPFU0939F1ZV "],
    ["14 characters", "27AAPFU0939F1Z"],
    ["16 characters", "27AAPFU0939F1ZVV"],
    ["nothing", ""],
  ])("rejects %s (%s)", (_why, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it.each([
    ["an unknown state code", withCheck("99AAPFU0939F1Z")],
    ["a retired state code", withCheck("25AAPFU0939F1Z")],
    ["state code 00", withCheck("00AAPFU0939F1Z")],
    ["entity code 0", withCheck("27AAPFU0939F0Z")],
    ["a 14th character other than Z", withCheck("27AAPFU0939F1Y")],
    ["a PAN with a letter among its digits", withCheck("27AAPFU09A9F1Z")],
    ["a PAN ending in a digit", withCheck("27AAPFU093991Z")],
  ])("rejects %s even with a correct check character", (_why, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });
});

describe("DEV_SUPPLIER", () => {
  it("is a West Bengal supplier in Kolkata with a checksum-valid GSTIN", () => {
    expect(isValidGstin(DEV_SUPPLIER.gstin)).toBe(true);
    expect(DEV_SUPPLIER.gstin.slice(0, 2)).toBe(DEV_SUPPLIER.state_code);
    expect(DEV_SUPPLIER.gstin.slice(2, 12)).toBe("AAACS0000X");
    expect(gstStateName(DEV_SUPPLIER.state_code)).toBe(DEV_SUPPLIER.state);
    expect(gstStateCodeByName(DEV_SUPPLIER.state)).toBe("19");
    expect(DEV_SUPPLIER.address).toContain("71 Park Street, Kolkata 700016");
  });
});

import { describe, expect, it } from "vitest";
import {
  amountInWords,
  DEV_SUPPLIER,
  financialYearOf,
  formatIndianAmount,
  formatInvoiceNo,
  GST_STATES,
  gstinCheckCharacter,
  gstStateCodeByName,
  gstStateName,
  isValidGstin,
  splitInclusiveGst,
} from "./gst.ts";

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

describe("splitInclusiveGst", () => {
  it("splits ₹1,02,000 within a state into equal CGST and SGST", () => {
    expect(splitInclusiveGst(10_200_000, true)).toEqual({
      taxablePaise: 8_644_068,
      cgstPaise: 777_966,
      sgstPaise: 777_966,
      igstPaise: 0,
      totalPaise: 10_200_000,
    });
  });

  it("puts the whole tax in IGST across states", () => {
    expect(splitInclusiveGst(10_200_000, false)).toEqual({
      taxablePaise: 8_644_068,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_555_932,
      totalPaise: 10_200_000,
    });
  });

  it("is exact when the price is a round 118%", () => {
    expect(splitInclusiveGst(11_800, true)).toMatchObject({
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
    });
  });

  it("adds up to an odd-paise total (100001 paise)", () => {
    const s = splitInclusiveGst(100_001, true);
    expect(s).toEqual({
      taxablePaise: 84_747,
      cgstPaise: 7_627,
      sgstPaise: 7_627,
      igstPaise: 0,
      totalPaise: 100_001,
    });
    expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(100_001);
  });

  it("gives the odd paisa of an odd tax to SGST", () => {
    expect(splitInclusiveGst(100_003, true)).toEqual({
      taxablePaise: 84_748,
      cgstPaise: 7_627,
      sgstPaise: 7_628,
      igstPaise: 0,
      totalPaise: 100_003,
    });
  });

  it("handles zero and a single paisa", () => {
    expect(splitInclusiveGst(0, true)).toEqual({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    });
    expect(splitInclusiveGst(1, false)).toMatchObject({ taxablePaise: 1, igstPaise: 0 });
  });

  it("always adds up, in whole paise, with the taxable value nearest to total / 1.18", () => {
    const broken: string[] = [];
    for (let total = 0; total <= 20_000; total++) {
      for (const intra of [true, false]) {
        const s = splitInclusiveGst(total, intra);
        const parts = [s.taxablePaise, s.cgstPaise, s.sgstPaise, s.igstPaise];
        const ok =
          parts.every((p) => Number.isInteger(p) && p >= 0) &&
          parts.reduce((a, b) => a + b, 0) === total &&
          Math.abs(s.taxablePaise - total / 1.18) <= 0.5 &&
          s.sgstPaise - s.cgstPaise >= 0 &&
          s.sgstPaise - s.cgstPaise <= 1 &&
          (intra ? s.igstPaise === 0 : s.cgstPaise + s.sgstPaise === 0);
        if (!ok) broken.push(`${total} ${intra ? "intra" : "inter"}: ${JSON.stringify(s)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each([-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s paise", (total) => {
    expect(() => splitInclusiveGst(total, true)).toThrow(RangeError);
  });
});

describe("India dates and the financial year", () => {
  it.each([
    ["2026-11-23T10:00:00Z", 2026, "26-27"],
    ["2026-04-01T00:00:00+05:30", 2026, "26-27"],
    ["2026-03-31T23:59:59+05:30", 2025, "25-26"],
    ["2027-03-31T18:29:59.999Z", 2026, "26-27"],
    ["2027-03-31T18:30:00Z", 2027, "27-28"],
    ["2027-03-31T20:00:00Z", 2027, "27-28"],
    ["2099-06-01T00:00:00Z", 2099, "99-00"],
    ["2000-01-15T00:00:00Z", 1999, "99-00"],
  ])("%s is in FY %i (%s)", (iso, startYear, label) => {
    expect(financialYearOf(new Date(iso))).toEqual({ startYear, label });
  });

  it("refuses an invalid date", () => {
    expect(() => financialYearOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("formatInvoiceNo", () => {
  it("zero-pads the sequence to six digits", () => {
    expect(formatInvoiceNo("SCR", "26-27", 42)).toBe("SCR/26-27/000042");
    expect(formatInvoiceNo("SCR", "26-27", 42)).toHaveLength(16);
    expect(formatInvoiceNo("S", "26-27", 1)).toBe("S/26-27/000001");
    expect(formatInvoiceNo("SCR", "26-27", 999_999)).toBe("SCR/26-27/999999");
  });

  it.each([
    ["a sequence past six digits", "SCR", "26-27", 1_000_000],
    ["sequence 0", "SCR", "26-27", 0],
    ["a negative sequence", "SCR", "26-27", -1],
    ["a fractional sequence", "SCR", "26-27", 1.5],
    ["a prefix that makes it 17 characters", "SCRX", "26-27", 1],
    ["an underscore", "S_R", "26-27", 1],
    ["a space", "S R", "26-27", 1],
    ["a non-ASCII letter", "SCŘ", "26-27", 1],
    ["an empty prefix", "", "26-27", 1],
    ["an empty financial year", "SCR", "", 1],
  ])("throws for %s", (_why, prefix, fy, seq) => {
    expect(() => formatInvoiceNo(prefix, fy, seq)).toThrow();
  });
});

describe("amountInWords", () => {
  it.each([
    [10_200_000, "Rupees One Lakh Two Thousand Only"],
    [
      123_456_789,
      "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only",
    ],
    [0, "Rupees Zero Only"],
    [1, "Rupees Zero and One Paise Only"],
    [100, "Rupees One Only"],
    [1_900, "Rupees Nineteen Only"],
    [2_000, "Rupees Twenty Only"],
    [10_500, "Rupees One Hundred Five Only"],
    [99_999, "Rupees Nine Hundred Ninety-Nine and Ninety-Nine Paise Only"],
    [1_000_000, "Rupees Ten Thousand Only"],
    [999_999_900, "Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [1_000_000_000, "Rupees One Crore Only"],
    [
      12_345_678_901,
      "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paise Only",
    ],
    [100_000_000_000, "Rupees One Hundred Crore Only"],
    [1_234_000_000_000_000, "Rupees Twelve Lakh Thirty-Four Thousand Crore Only"],
  ])("%i paise → %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 0.5, Number.NaN])("refuses %s paise", (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});

describe("formatIndianAmount", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [99_999, "999.99"],
    [100_000, "1,000.00"],
    [10_200_000, "1,02,000.00"],
    [123_456_789, "12,34,567.89"],
    [1_000_000_000, "1,00,00,000.00"],
    [123_456_789_012, "1,23,45,67,890.12"],
    [-150, "-1.50"],
  ])("%i paise → %s", (paise, text) => {
    expect(formatIndianAmount(paise)).toBe(text);
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

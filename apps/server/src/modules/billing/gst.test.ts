import { formatIndianAmount } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { amountInWords, financialYearOf, formatInvoiceNo, splitInclusiveGst } from "./gst.ts";

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

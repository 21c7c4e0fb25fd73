import { describe, expect, it } from "vitest";
import { formatIndianAmount, formatInr, formatWholeInr, paiseToRupees, rupeesToPaise } from "./money.ts";

describe("paise and rupees", () => {
  it("turns the database's whole paise into the API's rupees and back", () => {
    expect(paiseToRupees(120050)).toBe(1200.5);
    expect(paiseToRupees(1835233)).toBe(18352.33);
    expect(rupeesToPaise(1200.5)).toBe(120050);
    expect(rupeesToPaise(18352.33)).toBe(1835233);
  });

  it("rounds rupees to the nearest paisa, so float noise never reaches a sum", () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1200.504)).toBe(120050);
    for (let paise = 0; paise < 100_000; paise += 7) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });
});

describe("one rupee formatter", () => {
  it("writes rupees and whole paise with the same Indian grouping (the PDF's digits carry no ₹)", () => {
    for (const paise of [0, 5, 99_999, 100_000, 10_200_000, 123_456_789, -150]) {
      expect(formatInr(paiseToRupees(paise)).replace("₹", "")).toBe(formatIndianAmount(paise));
    }
  });

  it("leaves out .00 where whole rupees read better, and keeps paise", () => {
    expect(formatWholeInr(2500)).toBe("₹2,500");
    expect(formatWholeInr(120000)).toBe("₹1,20,000");
    expect(formatWholeInr(12.5)).toBe("₹12.50");
    expect(formatWholeInr(0)).toBe("₹0");
  });
});

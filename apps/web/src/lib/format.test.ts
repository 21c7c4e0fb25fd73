import { describe, expect, it } from "vitest";
import { formatInr } from "./format.ts";

describe("formatInr", () => {
  it("uses Indian digit grouping and 2 decimals", () => {
    expect(formatInr(120000)).toBe("₹1,20,000.00");
  });

  it("formats zero", () => {
    expect(formatInr(0)).toBe("₹0.00");
  });

  it("keeps paise", () => {
    expect(formatInr(23600.5)).toBe("₹23,600.50");
  });

  it("groups crores", () => {
    expect(formatInr(12345678.9)).toBe("₹1,23,45,678.90");
  });
});

import { describe, expect, it } from "vitest";
import { shiftNameOf } from "./shift-names.ts";

describe("shiftNameOf", () => {
  const lookup = [{ domain_code: 1, domain_value: "Morning (7 AM – 1 PM)" }];

  it("names a shift as the domain lookup does", () => {
    expect(shiftNameOf(lookup, 1)).toBe("Morning (7 AM – 1 PM)");
  });

  it("names it by its hours from the contract while the lookup is missing", () => {
    expect(shiftNameOf([], 2)).toBe("1:00 PM – 7:00 PM");
    expect(shiftNameOf([], 4)).toBe("10:00 PM – 7:00 AM");
    expect(shiftNameOf([], 5)).toBe("24 hours");
    expect(shiftNameOf([], 9)).toBe("Shift 9");
  });
});

import { describe, expect, it } from "vitest";
import { shiftStateText } from "./shift-picker.tsx";

/* How a shift of the calendar reads: the companions free to come where the visit would be (decision 0044). */
describe("shiftStateText", () => {
  const open = { shift_type: 1, state: "open" as const, reason: null, first_start: "07:30" };

  it("counts the places left where the visit would be, with the first start", () => {
    expect(shiftStateText({ ...open, places_left: 3 })).toBe("3 places left, from 7:30 AM");
    expect(shiftStateText({ ...open, places_left: 1 })).toBe("1 place left, from 7:30 AM");
  });

  it("says only Open when no place was named (no loved one chosen yet)", () => {
    expect(shiftStateText({ ...open, places_left: 0 })).toBe("Open, from 7:30 AM");
  });

  it("says Full, or why the shift is closed", () => {
    expect(shiftStateText({ ...open, state: "full", places_left: 0, first_start: null })).toBe("Full");
    expect(
      shiftStateText({ ...open, state: "closed", reason: "notice", places_left: 4, first_start: null }),
    ).toMatch(/\S/);
  });
});

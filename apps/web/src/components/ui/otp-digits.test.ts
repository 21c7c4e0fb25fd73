import { describe, expect, it } from "vitest";
import {
  applyBackspace,
  applyInput,
  distribute,
  emptyDigits,
  focusForKey,
  isComplete,
} from "./otp-digits.ts";

const six = () => emptyDigits(6);

describe("applyInput", () => {
  it("puts a typed digit in the box and advances", () => {
    expect(applyInput(six(), 0, "4")).toEqual({ digits: ["4", "", "", "", "", ""], focus: 1 });
  });

  it("stays on the last box after filling it", () => {
    const d = ["1", "2", "3", "4", "5", ""];
    expect(applyInput(d, 5, "6")).toEqual({ digits: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("ignores letters and symbols", () => {
    expect(applyInput(six(), 2, "a")).toEqual({ digits: six(), focus: 2 });
  });

  it("keeps only the new digit when typing over a filled box", () => {
    const d = ["7", "", "", "", "", ""];
    expect(applyInput(d, 0, "73").digits[0]).toBe("3");
    expect(applyInput(d, 0, "37").digits[0]).toBe("3");
  });

  it("fills every box from a whole pasted or autofilled code, wherever it lands", () => {
    expect(applyInput(six(), 3, "123456")).toEqual({ digits: ["1", "2", "3", "4", "5", "6"], focus: 5 });
    expect(applyInput(six(), 0, " 12-34 56 ")).toEqual({
      digits: ["1", "2", "3", "4", "5", "6"],
      focus: 5,
    });
  });

  it("spreads part of a code from the box it lands in", () => {
    expect(applyInput(six(), 2, "987")).toEqual({ digits: ["", "", "9", "8", "7", ""], focus: 5 });
  });

  it("clears a box emptied by the browser", () => {
    expect(applyInput(["5", "", "", "", "", ""], 0, "").digits[0]).toBe("");
  });
});

describe("distribute", () => {
  it("cuts a too-long code to the number of boxes", () => {
    expect(distribute(six(), 0, "12345678").digits).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("stops at the last box when pasting from the middle", () => {
    expect(distribute(six(), 4, "99").digits).toEqual(["", "", "", "", "9", "9"]);
  });
});

describe("applyBackspace", () => {
  it("clears a filled box and stays", () => {
    expect(applyBackspace(["1", "2", "", "", "", ""], 1)).toEqual({
      digits: ["1", "", "", "", "", ""],
      focus: 1,
    });
  });

  it("on an empty box clears the previous one and moves back", () => {
    expect(applyBackspace(["1", "2", "", "", "", ""], 2)).toEqual({
      digits: ["1", "", "", "", "", ""],
      focus: 1,
    });
  });

  it("does nothing on the first empty box", () => {
    expect(applyBackspace(six(), 0)).toEqual({ digits: six(), focus: 0 });
  });
});

describe("focusForKey", () => {
  it("moves with arrows, Home and End, within bounds", () => {
    expect(focusForKey("ArrowLeft", 0, 6)).toBe(0);
    expect(focusForKey("ArrowLeft", 3, 6)).toBe(2);
    expect(focusForKey("ArrowRight", 5, 6)).toBe(5);
    expect(focusForKey("ArrowRight", 1, 6)).toBe(2);
    expect(focusForKey("Home", 4, 6)).toBe(0);
    expect(focusForKey("End", 1, 6)).toBe(5);
    expect(focusForKey("a", 1, 6)).toBeNull();
  });
});

describe("isComplete", () => {
  it("needs a digit in every box", () => {
    expect(isComplete(["1", "2", "3", "4", "5", ""])).toBe(false);
    expect(isComplete(["1", "2", "3", "4", "5", "6"])).toBe(true);
  });
});

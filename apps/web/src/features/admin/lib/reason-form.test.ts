import { ADMIN_MESSAGES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { noteProblem, remarksProblem } from "./reason-form.ts";

describe("the reason an admin gives (contract rules)", () => {
  it("reject and cancel need remarks; confirm and complete do not", () => {
    expect(remarksProblem("reject", "")).toBe(ADMIN_MESSAGES.reasonRequired);
    expect(remarksProblem("cancel", "   ")).toBe(ADMIN_MESSAGES.reasonRequired);
    expect(remarksProblem("reject", "No carer is free that day")).toBeUndefined();
    expect(remarksProblem("confirm", "")).toBeUndefined();
  });

  it("declining needs a note; approving does not", () => {
    expect(noteProblem("decline", "")).toBe(ADMIN_MESSAGES.noteRequired);
    expect(noteProblem("decline", "That day is full")).toBeUndefined();
    expect(noteProblem("approve", "")).toBeUndefined();
  });

  it("a long reason is refused in the contract's words", () => {
    expect(remarksProblem("reject", "x".repeat(501))).toBe("Remarks cannot exceed 500 characters");
  });
});

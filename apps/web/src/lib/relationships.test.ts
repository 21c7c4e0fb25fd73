import { describe, expect, it } from "vitest";
import { toggleRelationship } from "./relationships.ts";

describe("toggleRelationship", () => {
  it("adds and removes a choice", () => {
    expect(toggleRelationship([], "Self")).toEqual({ next: ["Self"], limitReached: false });
    expect(toggleRelationship(["Self", "Mother"], "Self")).toEqual({ next: ["Mother"], limitReached: false });
  });

  it("refuses a third choice and keeps the two already chosen", () => {
    expect(toggleRelationship(["Self", "Mother"], "Father")).toEqual({
      next: ["Self", "Mother"],
      limitReached: true,
    });
  });

  it("still allows removing one when two are chosen", () => {
    expect(toggleRelationship(["Self", "Mother"], "Mother").limitReached).toBe(false);
  });
});

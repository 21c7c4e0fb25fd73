import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.ts";

describe("initialsOf", () => {
  it.each([
    ["Anita Sen", "AS"],
    ["ravi kumar sharma", "RK"],
    ["Meera", "M"],
    ["  Sunil   Dutta ", "SD"],
    ["", "SR"],
    [undefined, "SR"],
    [null, "SR"],
  ])("%j → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

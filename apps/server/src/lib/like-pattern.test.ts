import { describe, expect, it } from "vitest";
import { containsPattern, hasNoCase } from "./like-pattern.ts";

describe("search patterns", () => {
  it("takes the searched text's own %, _ and \\ literally", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("knows which searches have no case to fold (matched with LIKE)", () => {
    for (const text of ["98744", "+91 98744", "00000", "@.-"]) expect(hasNoCase(text), text).toBe(true);
    for (const text of ["anil", "Anil", "member3359", "ÉCOLE", "बी"]) {
      expect(hasNoCase(text), text).toBe(text === "बी");
    }
  });
});

import { describe, expect, it } from "vitest";
import { pageRangeText } from "./paging.ts";

describe("pageRangeText", () => {
  it("says which items the page shows", () => {
    expect(pageRangeText(0, 10, 23)).toBe("Showing 1–10 of 23");
    expect(pageRangeText(2, 10, 23)).toBe("Showing 21–23 of 23");
    expect(pageRangeText(0, 10, 4)).toBe("Showing 1–4 of 4");
    expect(pageRangeText(0, 10, 0)).toBe("Showing 0 of 0");
  });
});

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

describe("pageRangeText of a count the server capped", () => {
  it("says the total is at least the cap, whatever the page", () => {
    expect(pageRangeText(0, 10, 1000, true)).toBe("Showing 1–10 of 1,000+");
    expect(pageRangeText(120, 10, 1000, true)).toBe("Showing 1201–1210 of 1,000+");
  });
});

import { SERVICE_SECTIONS } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { sectionIdFromHash } from "./use-section-highlight.ts";

describe("sectionIdFromHash", () => {
  it("names a known section", () => {
    expect(sectionIdFromHash("#geriatric", SERVICE_SECTIONS)).toBe("geriatric");
  });

  it("ignores no hash, unknown ids and malformed escapes", () => {
    expect(sectionIdFromHash("", SERVICE_SECTIONS)).toBeNull();
    expect(sectionIdFromHash("#", SERVICE_SECTIONS)).toBeNull();
    expect(sectionIdFromHash("#convenience", SERVICE_SECTIONS)).toBeNull();
    expect(sectionIdFromHash("#%E0%A4%A", SERVICE_SECTIONS)).toBeNull();
    expect(sectionIdFromHash("medical", SERVICE_SECTIONS)).toBeNull();
  });

  it("decodes escaped ids", () => {
    expect(sectionIdFromHash("#a%20b", ["a b"])).toBe("a b");
  });
});

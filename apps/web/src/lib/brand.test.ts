import { describe, expect, it } from "vitest";
import { COPYRIGHT_LINE, copyrightLine } from "./brand.ts";

describe("copyrightLine (issue 42)", () => {
  it("runs the spec's 2025 line to the current year", () => {
    expect(copyrightLine(new Date("2026-11-29T05:00:00Z"))).toBe(
      "© 2025–2026 SeniorCare Relief. All rights reserved.",
    );
    expect(copyrightLine(new Date("2025-06-01T05:00:00Z"))).toBe(
      "© 2025 SeniorCare Relief. All rights reserved.",
    );
    expect(COPYRIGHT_LINE).toBe(copyrightLine(new Date()));
  });
});

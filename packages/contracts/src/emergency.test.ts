import { describe, expect, it } from "vitest";
import { SERVICE_KINDS } from "./billing.ts";
import { EMERGENCY_TEXT, isBookableKind, telHref } from "./emergency.ts";

describe("emergency help", () => {
  it("is never a bookable kind, and every other kind is", () => {
    expect(SERVICE_KINDS.filter((k) => !isBookableKind(k))).toEqual(["emergency_support"]);
  });

  it("dials the number as shown, without spaces or brackets", () => {
    expect(telHref("+91 33 4000 1234")).toBe("tel:+913340001234");
    expect(telHref("+91 (33) 4000-1234")).toBe("tel:+913340001234");
  });

  it("gives the number and the public emergency numbers when refusing a booking", () => {
    const message = EMERGENCY_TEXT.notBookable("+91 33 4000 1234");
    expect(message).toContain("+91 33 4000 1234");
    expect(message).toContain("112");
    expect(message).toContain("108");
  });
});

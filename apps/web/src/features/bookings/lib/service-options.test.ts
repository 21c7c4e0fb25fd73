import type { PlanUsage, ServiceItem } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import {
  allowanceNote,
  allowanceSentence,
  durationLabel,
  groupServices,
  serviceOptionLabel,
  visitsLeftText,
} from "./service-options.ts";

const service = (over: Partial<ServiceItem>): ServiceItem => ({
  service_id: 1,
  service_code: "GEN-COMPANION",
  service_name: "Companionship Visit",
  service_description: "",
  assistance_type: "general",
  service_kind: "companion_visit",
  duration_minutes: 120,
  bookable: true,
  needs_speciality: false,
  ...over,
});

const inclusions: PlanUsage["inclusions"] = [
  {
    kind: "companion_visit",
    label: "Companion visits (up to 2 hours each)",
    detail: "2 a month",
    monthly_allowance: 2,
    used: 1,
    left: 1,
  },
  {
    kind: "emergency_support",
    label: "24x7 emergency coordination",
    detail: null,
    monthly_allowance: null,
    used: 0,
    left: null,
  },
];

describe("service options", () => {
  it("groups services by assistance type in the contract's order, or one type only", () => {
    const list = [
      service({ service_id: 5, assistance_type: "emergency", service_kind: "emergency_support" }),
      service({ service_id: 1 }),
      service({ service_id: 8, assistance_type: "medical", service_kind: "doctor_visit" }),
    ];
    expect(groupServices(list, "").map((g) => [g.label, g.services.map((s) => s.service_id)])).toEqual([
      ["General", [1]],
      ["Emergency", [5]],
      ["Medical", [8]],
    ]);
    expect(groupServices(list, "medical").map((g) => g.type)).toEqual(["medical"]);
    expect(groupServices(list, "logistics")).toEqual([]);
  });

  it("says what a service uses of the plan", () => {
    // Many services share one allowance: each option names it, and the count is said once.
    expect(serviceOptionLabel(service({}), inclusions)).toBe(
      "Companionship Visit (2 hours) · counts as Companion visits",
    );
    expect(serviceOptionLabel(service({ service_kind: "emergency_support" }), inclusions)).toBe(
      "Companionship Visit (2 hours) · included",
    );
    expect(allowanceSentence(service({}), inclusions)).toBe(
      "Uses your plan's Companion visits (up to 2 hours each): 1 of 2 left this month.",
    );
    expect(allowanceNote(service({ service_kind: "emergency_support" }), inclusions)).toBe("included");
    expect(allowanceNote(service({ service_kind: "doctor_visit" }), inclusions)).toBe("not in your plan");
    expect(allowanceSentence(service({ service_kind: "doctor_visit" }), inclusions)).toBe(
      "This service is not in your plan.",
    );
  });

  it("writes durations in words", () => {
    expect(durationLabel(60)).toBe("1 hour");
    expect(durationLabel(90)).toBe("1 hour 30 minutes");
    expect(durationLabel(240)).toBe("4 hours");
    expect(durationLabel(45)).toBe("45 minutes");
  });

  it("counts the visits left in the chosen day's month", () => {
    expect(visitsLeftText({ allowance: 2, left: 1 }, "2026-11", "2026-11", "November 2026")).toBe(
      "Visits left this month: 1 of 2",
    );
    expect(visitsLeftText({ allowance: 4, left: 4 }, "2026-12", "2026-11", "December 2026")).toBe(
      "Visits left in December 2026: 4 of 4",
    );
    expect(visitsLeftText({ allowance: null, left: null }, "2026-11", "2026-11", "November 2026")).toBeNull();
    expect(visitsLeftText(undefined, "2026-11", "2026-11", "November 2026")).toBeNull();
  });
});

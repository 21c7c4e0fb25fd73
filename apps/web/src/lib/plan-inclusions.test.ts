import type { PlanTierInclusions } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { INCLUSIONS_FIXTURE } from "../test/plan-fixture.ts";
import { inclusionDetail, inclusionKinds, inclusionsOf } from "./plan-inclusions.ts";

describe("inclusionsOf", () => {
  it("gives the chosen tier's list in display order, or nothing for a tier not in the catalogue", () => {
    expect(inclusionsOf(INCLUSIONS_FIXTURE, "silver").map((i) => i.kind)).toEqual([
      "companion_visit",
      "wellness_call",
      "emergency_support",
      "doctor_visit",
      "errand",
      "family_report",
    ]);
    expect(inclusionsOf(INCLUSIONS_FIXTURE.slice(0, 1), "gold")).toEqual([]);
  });
});

describe("inclusionDetail", () => {
  it("reads the tier's text, or Included when there is nothing to count", () => {
    const [companion, , emergency] = inclusionsOf(INCLUSIONS_FIXTURE, "gold");
    expect(companion && inclusionDetail(companion)).toBe("8 a month");
    expect(emergency && inclusionDetail(emergency)).toBe("Included");
  });
});

describe("inclusionKinds", () => {
  it("lists every kind once, a kind met first in a later tier after its neighbour there", () => {
    expect(inclusionKinds(INCLUSIONS_FIXTURE).map((k) => k.kind)).toEqual([
      "companion_visit",
      "wellness_call",
      "emergency_support",
      "doctor_visit",
      "errand",
      "family_report",
      "care_manager",
    ]);
  });

  it("puts a kind only a later tier has at the start when it comes first there", () => {
    const inclusions: PlanTierInclusions[] = [
      {
        plan_type_name: "bronze",
        items: [{ kind: "errand", label: "Errands", detail: "1 a month", monthly_allowance: 1 }],
      },
      {
        plan_type_name: "gold",
        items: [
          { kind: "care_manager", label: "Care manager", detail: null, monthly_allowance: null },
          { kind: "errand", label: "Errands", detail: "4 a month", monthly_allowance: 4 },
        ],
      },
    ];
    expect(inclusionKinds(inclusions)).toEqual([
      { kind: "care_manager", label: "Care manager" },
      { kind: "errand", label: "Errands" },
    ]);
  });
});

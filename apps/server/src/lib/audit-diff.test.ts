import { describe, expect, it } from "vitest";
import { changedFields } from "./audit-diff.ts";

describe("changedFields", () => {
  it("keeps only the fields that differ, by content, and names them in the note", () => {
    const diff = changedFields(
      { full_name: "Asha Roy", cities: ["Kolkata"], is_active: true },
      { full_name: "Asha Roy", cities: ["Kolkata", "Chennai"], is_active: false },
    );
    expect(diff).toEqual({
      names: ["cities", "is_active"],
      before: { cities: ["Kolkata"], is_active: true },
      after: { cities: ["Kolkata", "Chennai"], is_active: false },
      note: "Changed: cities, is_active",
    });
  });

  it("says a save that changed nothing was saved without changes", () => {
    const same = { full_name: "Asha Roy", cities: ["Kolkata"] };
    expect(changedFields(same, { ...same, cities: ["Kolkata"] })).toEqual({
      names: [],
      before: {},
      after: {},
      note: "Saved without changes",
    });
  });
});

import { describe, expect, it } from "vitest";
import {
  auditActionText,
  auditChanges,
  auditTargetText,
  changeText,
  exportSummary,
  valueText,
} from "./audit-diff.ts";

describe("auditChanges (before → after)", () => {
  it("lists only the fields that changed, old → new", () => {
    const changes = auditChanges(
      { status: "requested", visit_date: "2026-12-15", status_reason: null },
      { status: "rejected", visit_date: "2026-12-15", status_reason: "No carer free" },
    );
    expect(changes.map(changeText)).toEqual([
      "status: requested → rejected",
      "status_reason: — → No carer free",
    ]);
  });

  it("a created record reads — on the left, a removed one on the right", () => {
    expect(auditChanges(null, { question: "Q?" }).map(changeText)).toEqual(["question: — → Q?"]);
    expect(auditChanges({ question: "Q?", active: true }, null).map(changeText)).toEqual([
      "question: Q? → —",
      "active: true → —",
    ]);
  });

  it("nothing changed: no lines", () => {
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it("writes objects as compact JSON", () => {
    expect(valueText({ shift_type: 1, visit_date: "2026-12-15" })).toBe(
      '{"shift_type":1,"visit_date":"2026-12-15"}',
    );
    expect(valueText(0)).toBe("0");
    expect(valueText(false)).toBe("false");
  });
});

describe("audit labels", () => {
  it("reads the action and the target", () => {
    expect(auditActionText("booking.confirm")).toBe("Booking confirm");
    expect(auditActionText("reschedule.approve")).toBe("Reschedule approve");
    expect(auditActionText("faq.update")).toBe("FAQ update");
    expect(auditTargetText({ target_type: "reschedule_request", target_id: 7 })).toBe(
      "Reschedule request #7",
    );
  });
});

describe("exportSummary (an audited export)", () => {
  it("says how many rows left and the filters asked for, in words", () => {
    expect(
      exportSummary({
        filters: { search_string: "kolkata", status: "new", city_id: 4 },
        rows: 12,
        complete: true,
      }),
    ).toEqual({ rows: "12 rows sent", filters: "Search: “kolkata”, Status: “new”, City: 4" });
    expect(exportSummary({ filters: {}, rows: 1, complete: true })).toEqual({
      rows: "1 row sent",
      filters: "No filters: everything",
    });
  });

  it("says when the file stopped, or has not finished", () => {
    expect(exportSummary({ filters: {}, rows: 40, complete: false }).rows).toBe(
      "40 rows sent (stopped before the end)",
    );
    expect(exportSummary({ filters: {}, rows: null, complete: false }).rows).toMatch(/^Not finished/);
  });

  it("names an export without a record number", () => {
    expect(auditTargetText({ target_type: "export", target_id: 0 })).toBe("Data export");
  });
});

import { describe, expect, it } from "vitest";
import {
  auditActionText,
  auditChanges,
  auditTargetText,
  changeText,
  exportSummary,
  valueText,
} from "./audit-diff.ts";

const shiftName = (shift: number) => (shift === 1 ? "Morning (7 AM – 1 PM)" : `Shift ${shift}`);
const booking = { target: "booking" as const, shiftName };

describe("auditChanges (before → after)", () => {
  it("lists only the fields that changed, old → new, in words", () => {
    const changes = auditChanges(
      { status: "requested", visit_date: "2026-12-15", status_reason: null },
      { status: "rejected", visit_date: "2026-12-15", status_reason: "No carer free" },
      booking,
    );
    expect(changes.map(changeText)).toEqual([
      "Status: Waiting for confirmation → Not possible",
      "Reason: — → No carer free",
    ]);
  });

  it("reads a moved visit as days and shift names, not JSON and shift codes", () => {
    const changes = auditChanges(
      {
        status: "open",
        booking_id: 42,
        booking: { visit_date: "2026-12-15", shift_type: 1, start_time: "07:30:00" },
      },
      {
        status: "approved",
        booking_id: 42,
        booking: { visit_date: "2026-12-18", shift_type: 3, start_time: "15:30:00" },
      },
      { target: "reschedule_request", shiftName },
    );
    expect(changes.map(changeText)).toEqual([
      "Status: Waiting for our team → Approved",
      "Visit: Tue, 15 Dec 2026, Morning (7 AM – 1 PM) from 7:30 AM → Fri, 18 Dec 2026, Shift 3 from 3:30 PM",
    ]);
  });

  it("names a visit's companions instead of their ids (issue 42)", () => {
    const changes = auditChanges(
      { status: "requested", companion_id: 1 },
      { status: "confirmed", companion_id: 491 },
      { ...booking, companionNames: { "1": "Rahul Sen", "491": "Anita Das" } },
    );
    expect(changes.map(changeText)).toEqual([
      "Status: Waiting for confirmation → Confirmed",
      "Companion: Rahul Sen → Anita Das",
    ]);
    expect(changes.map(changeText).join(" ")).not.toMatch(/companion id|\b491\b/);
    // A companion the server could not name (no longer there) reads by number, never "companion id".
    expect(auditChanges({ companion_id: null }, { companion_id: 7 }, booking).map(changeText)).toEqual([
      "Companion: — → Companion #7",
    ]);
  });

  it("reads a companion's weekly shifts by weekdays and shift names, and leave by days, not JSON (issue 42)", () => {
    const companion = { target: "companion" as const, shiftName };
    const changes = auditChanges(
      { weekly: [], leave: [] },
      {
        weekly: [
          { weekday: 3, shift_type: 1 },
          { weekday: 1, shift_type: 1 },
          { weekday: 6, shift_type: 3 },
        ],
        leave: [{ from: "2026-12-15", to: "2026-12-18", note: "Wedding" }],
      },
      companion,
    );
    expect(changes.map(changeText)).toEqual([
      "Weekly shifts: None → Mon, Wed: Morning (7 AM – 1 PM); Sat: Shift 3",
      "Leave: None → 15 Dec 2026 – 18 Dec 2026 (Wedding)",
    ]);
    expect(changes.map(changeText).join(" ")).not.toContain("{");
    // Lists of words (languages, PIN codes) read as words.
    expect(
      auditChanges({ languages: ["Hindi"] }, { languages: ["Hindi", "Bengali"] }, companion).map(changeText),
    ).toEqual(["languages: Hindi → Hindi, Bengali"]);
  });

  it("a created record reads — on the left, a removed one on the right", () => {
    const faq = { target: "faq" as const, shiftName };
    expect(auditChanges(null, { question: "Q?" }, faq).map(changeText)).toEqual(["Question: — → Q?"]);
    expect(auditChanges({ question: "Q?", active: true }, null, faq).map(changeText)).toEqual([
      "Question: Q? → —",
      "Shown on the FAQ page: Yes → —",
    ]);
  });

  it("nothing changed: no lines", () => {
    expect(auditChanges({ a: 1 }, { a: 1 }, booking)).toEqual([]);
    expect(auditChanges(null, null, booking)).toEqual([]);
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
    // Named by the server: what, for whom, whose family.
    expect(
      auditTargetText({
        target_type: "booking",
        target_id: 42,
        target_label: "Companionship Visit for Sita Devi (Ravi Kumar)",
      }),
    ).toBe("Service booking #42: Companionship Visit for Sita Devi (Ravi Kumar)");
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

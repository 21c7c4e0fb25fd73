import type { VisitReport } from "@eldercare/contracts";

/** A filed report as users/getvisitreport/ answers it: Sita Devi's companion visit on 15 Dec 2026, not yet rated. */
export function visitReportFixture(overrides: Partial<VisitReport> = {}): VisitReport {
  return {
    booking_id: 42,
    service_name: "Companionship Visit",
    loved_one_name: "Sita Devi",
    visit_date: "2026-12-15",
    shift_name: "Morning (7 AM – 1 PM)",
    companion_first_name: "Anita",
    // 7:35 AM and 9:40 AM India time.
    checked_in_at: "2026-12-15T02:05:00.000Z",
    checked_out_at: "2026-12-15T04:10:00.000Z",
    filed_at: "2026-12-15T04:30:00.000Z",
    tasks: ["conversation", "walk", "medicine_reminder"],
    mood: 4,
    concern: false,
    concern_note: "",
    family_note: "We read the newspaper together and walked to the park.",
    has_photo: false,
    rating: null,
    ...overrides,
  };
}

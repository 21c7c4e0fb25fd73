import type { CompanionVisit } from "@eldercare/contracts";

/** A confirmed visit as companion/getvisits/ lists it: Kamala, 9:00 AM on 3 Dec 2026; check-in from 8:00. */
export function companionVisitFixture(change: Partial<CompanionVisit> = {}): CompanionVisit {
  return {
    booking_id: 1,
    service_name: "Companion Visit",
    service_kind: "companion_visit",
    visit_date: "2026-12-03",
    shift_type: 1,
    shift_name: "Morning (7 AM – 1 PM)",
    start_time: "09:00",
    starts_at: "2026-12-03T03:30:00.000Z",
    status: "confirmed",
    loved_one_first_name: "Kamala",
    address_line: "4 Hindusthan Park",
    city_name: "Kolkata",
    pincode: "700029",
    contact_name: "Ramesh Das",
    contact_phone: "+919830098300",
    languages: ["Bengali", "English"],
    mobility: "walks_with_support",
    family_notes: "For this visit: Ring the bell twice.\n\nAbout Kamala: Hard of hearing.",
    checked_in_at: null,
    checked_out_at: null,
    planned_minutes: 120,
    appointment: null,
    check_in_from: "2026-12-03T02:30:00.000Z",
    report_filed_at: null,
    has_photo: false,
    emergency_card: null,
    ...change,
  };
}

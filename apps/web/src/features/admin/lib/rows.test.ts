import { describe, expect, it } from "vitest";
import { adminBookingFixture as adminBooking, OPEN_MOVE_FIXTURE } from "../../../test/booking-fixture.ts";
import { bookingRowText, slotText } from "./rows.ts";

describe("bookingRowText (a booking → the row and card text)", () => {
  it("shows member, loved one, service, the visit in India time, city and status", () => {
    expect(bookingRowText(adminBooking())).toEqual({
      member: "Ravi Kumar",
      phone: "+91 98765 43210",
      email: "ravi@example.com",
      lovedOne: "Sita Devi",
      service: "Companionship Visit",
      visitDate: "Tue, 15 Dec 2026",
      visitTime: "Morning (7 AM – 1 PM), starts 7:30 AM",
      city: "Kolkata",
      status: "Waiting for confirmation",
      care: "Bengali, Hindi · Walks with support",
      notes: "",
      appointment: "",
      moveAskedTo: null,
    });
  });

  it("carries a doctor's appointment in one line (issue 42)", () => {
    const t = bookingRowText(
      adminBooking({
        service_kind: "doctor_visit",
        appointment: { doctor_name: "Dr. Anjali Sen", clinic_name: "AMRI Hospital", time: "14:00" },
      }),
    );
    expect(t.appointment).toBe("Dr. Anjali Sen, AMRI Hospital, at 2:00 PM (India time)");
    expect(
      bookingRowText(adminBooking({ appointment: { doctor_name: "", clinic_name: "", time: "09:30" } }))
        .appointment,
    ).toBe("At 9:30 AM (India time)");
  });

  it("flags a visit the family asked to move, and carries their note", () => {
    const t = bookingRowText(
      adminBooking({
        notes: " Please bring her glasses. ",
        reschedule: OPEN_MOVE_FIXTURE,
      }),
    );
    expect(t.moveAskedTo).toBe("Fri, 18 Dec 2026, from 3:30 PM");
    expect(t.notes).toBe("Please bring her glasses.");
    const decided = adminBooking({
      reschedule: { ...OPEN_MOVE_FIXTURE, status: "declined" },
    });
    expect(bookingRowText(decided).moveAskedTo).toBeNull();
    expect(bookingRowText(adminBooking({ loved_one_languages: [], loved_one_mobility: null })).care).toBe("");
  });

  it("names the speciality and falls back to the email when the member has no name", () => {
    const t = bookingRowText(
      adminBooking({
        user_name: "",
        speciality_id: 2,
        speciality_name: "Physiotherapy",
        status: "confirmed",
      }),
    );
    expect(t.member).toBe("ravi@example.com");
    expect(t.service).toBe("Companionship Visit (Physiotherapy)");
    expect(t.status).toBe("Confirmed");
  });
});

describe("slotText", () => {
  it("reads a reschedule slot", () => {
    expect(
      slotText({ visit_date: "2026-12-15", shift_type: 2, shift_name: "Afternoon", start_time: "14:00" }),
    ).toBe("Tue, 15 Dec 2026, Afternoon from 2:00 PM");
  });
});

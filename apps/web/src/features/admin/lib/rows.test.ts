import type { AdminBooking } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { bookingFixture } from "../../../test/booking-fixture.ts";
import { bookingRowText, slotText } from "./rows.ts";

function adminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    ...bookingFixture(),
    user_id: 9,
    user_name: "Ravi Kumar",
    user_phone: "9876543210",
    user_email: "ravi@example.com",
    city_id: 5,
    actions: ["confirm", "reject", "cancel"],
    ...overrides,
  };
}

describe("bookingRowText (a booking → the row and card text)", () => {
  it("shows member, loved one, service, the visit in India time, city and status", () => {
    expect(bookingRowText(adminBooking())).toEqual({
      member: "Ravi Kumar",
      phone: "9876543210",
      email: "ravi@example.com",
      lovedOne: "Sita Devi",
      service: "Companionship Visit",
      visitDate: "Tue, 15 Dec 2026",
      visitTime: "Morning (7 AM – 1 PM), starts 7:30 AM",
      city: "Kolkata",
      status: "Waiting for confirmation",
    });
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

import { describe, expect, it } from "vitest";
import { lovedOneFixture } from "../../../test/booking-fixture.ts";
import { newBooking, toBookingRequest } from "./booking-request.ts";

describe("newBooking", () => {
  it("starts at the loved one's care address with a new idempotency key each time", () => {
    const sita = lovedOneFixture();
    const first = newBooking(sita, 4);
    expect(first).toMatchObject({
      loved_one_id: sita.loved_one_id,
      service_id: 4,
      address_line: sita.address_line,
      pincode: sita.pincode,
      visit_date: "",
      shift_type: 0,
    });
    expect(first.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(newBooking(sita).idempotency_key).not.toBe(first.idempotency_key);
  });

  it("leaves who and where empty without a loved one (the contract then asks for them)", () => {
    expect(newBooking(undefined)).toMatchObject({ loved_one_id: 0, address_line: "", pincode: "" });
  });
});

describe("toBookingRequest", () => {
  const checked = {
    idempotency_key: "0b6f0a52-9d0e-4d5c-9f38-6f0e5f3e2a11",
    loved_one_id: 3,
    service_id: 1,
    speciality_id: null,
    visit_date: "2026-12-04",
    shift_type: 3 as const,
    start_time: "18:30",
    address_line: "12 Lake Road",
    pincode: "700029",
    notes: "",
  };

  it("sends the plan covering the day when the calendar names one, and no empty speciality", () => {
    expect(toBookingRequest(checked, 7)).toEqual({
      ...checked,
      speciality_id: undefined,
      subscription_id: 7,
    });
    expect(toBookingRequest(checked, 7)).not.toHaveProperty("speciality_id");
  });

  it("leaves the plan to the server when no day's plan is known, and keeps a chosen speciality", () => {
    const sent = toBookingRequest({ ...checked, speciality_id: 4 }, null);
    expect(sent).not.toHaveProperty("subscription_id");
    expect(sent.speciality_id).toBe(4);
  });
});

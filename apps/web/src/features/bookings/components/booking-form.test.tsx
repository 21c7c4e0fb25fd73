// @vitest-environment jsdom
import {
  APPOINTMENT_TEXT,
  BOOKING_MESSAGES,
  BOOKING_TEXT,
  LOVED_ONE_MESSAGES,
  type ServiceCalendarRequest,
  visitStartsAt,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { type Handlers, refuse, stubApi } from "../../../test/api-stub.ts";
import {
  bookingFixture,
  COMPANY_FIXTURE,
  calendarFixture,
  EMERGENCY_SERVICE_FIXTURE,
  lovedOneFixture,
  planUsageFixture,
  SERVICES_FIXTURE,
} from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { BookingForm } from "./booking-form.tsx";

const SHIFTS = [
  { domain_code: 1, domain_value: "Morning (7 AM – 1 PM)" },
  { domain_code: 3, domain_value: "Evening (5 PM – 11 PM)" },
];
// December 2026, seen on 1 December: the 3rd has a morning from 7:00, the 4th a morning and an evening.
const OPEN = { "2026-12-03": { 1: "07:00" }, "2026-12-04": { 1: "08:00", 3: "17:00" } };
const sita = lovedOneFixture();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T04:00:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A service at a doctor's (issue 42): its booking asks for the appointment. */
const DOCTOR_SERVICE = {
  ...(SERVICES_FIXTURE[0] as (typeof SERVICES_FIXTURE)[number]),
  service_id: 9,
  service_code: "MED-DOCTOR-VISIT",
  service_name: "Doctor Appointment Accompaniment",
  assistance_type: "medical" as const,
  service_kind: "doctor_visit" as const,
  duration_minutes: 180,
};

function api(serviceBooking?: Handlers["serviceBooking"]) {
  return stubApi({
    fetchServiceItems: { services: [...SERVICES_FIXTURE, DOCTOR_SERVICE, EMERGENCY_SERVICE_FIXTURE] },
    fetchCompanyDetails: COMPANY_FIXTURE,
    fetchSpecialities: {
      specialities: [
        {
          speciality_id: 4,
          speciality_code: "dementia",
          speciality_name: "Dementia care",
          description: "Trained in dementia care.",
        },
      ],
    },
    getDomainData: { shift_type: SHIFTS },
    getServiceCalendar: (body: ServiceCalendarRequest) =>
      calendarFixture(body.month, body.service_id, body.month === "2026-12" ? OPEN : {}),
    ...(serviceBooking ? { serviceBooking } : {}),
  });
}

/** A plan that includes doctor's visits as well. */
function usageWithDoctor() {
  const usage = planUsageFixture();
  return {
    ...usage,
    inclusions: [
      ...usage.inclusions,
      {
        kind: "doctor_visit" as const,
        label: "Doctor visits",
        detail: "1 a month",
        monthly_allowance: 1,
        used: 0,
        left: 1,
      },
    ],
  };
}

function open(usage = planUsageFixture()) {
  const view = renderWithApp(<BookingForm userId={7} usage={usage} lovedOnes={[sita]} />);
  const visit = () => screen.getByRole("region", { name: "Your visit" });
  const service = () => screen.getByRole("combobox", { name: /^Service/ });
  return { ...view, visit, service };
}

const startsText = (date: string, shift: 1 | 3, time: string) =>
  formatIndiaDateTime((visitStartsAt(date, shift, time) as Date).toISOString());

describe("BookingForm", () => {
  it("asks for a service first, then opens on the first moment that can still be booked", async () => {
    const stub = api();
    const { user, visit, service } = open();
    expect(screen.getByText("Choose a service to see the days you can book.")).toBeVisible();
    expect(visit()).toHaveTextContent("Choose a service, a day and a shift to see when the visit starts.");
    expect(screen.getByRole("radio", { name: /Sita Devi/ })).toBeChecked();

    await screen.findByRole("option", {
      name: /^Companionship Visit \(2 hours\) · counts as Companion visits/,
    });
    await user.selectOptions(service(), "1");

    await waitFor(() =>
      expect(visit()).toHaveTextContent(
        `Starts ${startsText("2026-12-03", 1, "07:00")} India time, Morning (7 AM – 1 PM)`,
      ),
    );
    expect(visit()).toHaveTextContent("Visits left this month: 2 of 2");
    expect(screen.getByRole("button", { name: /\b3 December 2026: open/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(stub.bodies("getServiceCalendar")).toContainEqual({
      month: "2026-12",
      service_id: 1,
      loved_one_id: 3,
    });
  });

  it("never offers emergency help as a visit, and says to call the helpline instead", async () => {
    api();
    const { service } = open();
    await screen.findByRole("option", { name: /^Companionship Visit/ });
    expect(within(service()).queryByRole("option", { name: /Ambulance Coordination/ })).toBeNull();
    expect(screen.queryByRole("option", { name: "Emergency" })).toBeNull();
    const call = await screen.findByRole("link", { name: "Emergency helpline (24x7): +91 33 4000 1234" });
    expect(call).toHaveAttribute("href", "tel:+913340001234");
    expect(screen.getByText(/first call 112 \(national emergency number\) or 108/)).toBeVisible();
  });

  it("asks for what is missing in the contract's words and sends nothing", async () => {
    const stub = api(() => {
      throw new Error("must not be sent");
    });
    const { user, service } = open();
    await user.click(screen.getByRole("button", { name: "Book visit" }));
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.serviceRequired)).toBeVisible());
    expect(service()).toHaveAttribute("aria-invalid", "true");

    // A service that needs a speciality asks for one (the catalogue says so, not the contract).
    await user.selectOptions(service(), "2");
    await user.clear(screen.getByRole("textbox", { name: /^PIN code/ }));
    await user.click(screen.getByRole("button", { name: "Book visit" }));
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.specialityRequired)).toBeVisible());
    expect(screen.getByRole("combobox", { name: /^Speciality/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(LOVED_ONE_MESSAGES.pincodeInvalid)).toBeVisible();
    expect(stub.bodies("serviceBooking")).toEqual([]);
  });

  it("asks for a speciality as soon as such a service is chosen, before its calendar has loaded", async () => {
    const stub = api(() => {
      throw new Error("must not be sent");
    });
    // The speciality service's calendar never arrives: the form still knows which service is chosen.
    stub.answer("getServiceCalendar", (body: ServiceCalendarRequest) =>
      body.service_id === 2 ? new Promise(() => {}) : calendarFixture(body.month, body.service_id, OPEN),
    );
    const { user, service } = open();
    await screen.findByRole("option", { name: /^Daily Living Assistance/ });
    await user.selectOptions(service(), "2");
    await user.click(screen.getByRole("button", { name: "Book visit" }));
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.specialityRequired)).toBeVisible());
    expect(stub.bodies("serviceBooking")).toEqual([]);
  });

  it("books the day, shift and start chosen and says so once, in the success dialog", async () => {
    const raised = vi.spyOn(toast, "success");
    const stub = api((body) => ({
      booking: bookingFixture({
        visit_date: body.visit_date,
        shift_type: body.shift_type,
        shift_name: "Evening (5 PM – 11 PM)",
        start_time: body.start_time,
        notes: body.notes ?? "",
      }),
      Message: BOOKING_MESSAGES.booked,
    }));
    const { user, visit, service } = open();
    await screen.findByRole("option", { name: /^Companionship Visit/ });
    await user.selectOptions(service(), "1");
    await user.click(await screen.findByRole("button", { name: /\b4 December 2026: open/ }));
    await user.click(screen.getByRole("radio", { name: /^Evening/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: /^Start time/ }), "6:30 PM");
    await user.type(screen.getByRole("textbox", { name: /^Notes for the companion/ }), "Please ring twice.");
    expect(visit()).toHaveTextContent(`Starts ${startsText("2026-12-04", 3, "18:30")} India time, Evening`);
    await user.click(screen.getByRole("button", { name: "Book visit" }));

    const dialog = await screen.findByRole("dialog", { name: BOOKING_TEXT.successTitle });
    expect(dialog).toHaveTextContent(BOOKING_MESSAGES.booked);
    expect(dialog).toHaveTextContent("Companionship Visit");
    expect(stub.bodies("serviceBooking")).toEqual([
      {
        idempotency_key: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        loved_one_id: 3,
        service_id: 1,
        visit_date: "2026-12-04",
        shift_type: 3,
        start_time: "18:30",
        address_line: sita.address_line,
        pincode: sita.pincode,
        notes: "Please ring twice.",
        subscription_id: 7,
      },
    ]);
    // Said once: no toast repeats what the dialog says.
    expect(raised).not.toHaveBeenCalled();

    // Book another: a fresh form with a fresh key, the service kept.
    await user.click(within(dialog).getByRole("button", { name: "Book another visit" }));
    await waitFor(() => expect(visit()).toHaveTextContent(`Starts ${startsText("2026-12-03", 1, "07:00")}`));
    expect(screen.getByRole("textbox", { name: /^Notes for the companion/ })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Book visit" }));
    await waitFor(() => expect(stub.bodies("serviceBooking")).toHaveLength(2));
    const [first, second] = stub.bodies("serviceBooking");
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
    expect(second).toMatchObject({
      service_id: 1,
      visit_date: "2026-12-03",
      shift_type: 1,
      start_time: "07:00",
    });
  });

  it("keeps the form and says why when the place was just taken, and looks at the calendar again", async () => {
    const stub = api(() => refuse(409, { Code: "BE_SLOT_FULL", Message: BOOKING_MESSAGES.slotFull }));
    const { user, visit, service } = open();
    await screen.findByRole("option", { name: /^Companionship Visit/ });
    await user.selectOptions(service(), "1");
    await waitFor(() => expect(visit()).toHaveTextContent(/^Your visitStarts /));
    const asked = stub.bodies("getServiceCalendar").length;
    await user.click(screen.getByRole("button", { name: "Book visit" }));

    expect(await within(visit()).findByRole("alert")).toHaveTextContent(BOOKING_MESSAGES.slotFull);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book visit" })).toBeEnabled();
    await waitFor(() => expect(stub.bodies("getServiceCalendar").length).toBeGreaterThan(asked));
  });

  describe("a doctor's appointment (issue 42)", () => {
    const appointmentGroup = () => screen.queryByRole("group", { name: APPOINTMENT_TEXT.legend });

    it("asks for the doctor, the hospital and the time for a service at a doctor's, and sends them as typed", async () => {
      const stub = api((body) => ({
        booking: bookingFixture({
          service_id: 9,
          service_name: DOCTOR_SERVICE.service_name,
          service_kind: "doctor_visit",
          visit_date: body.visit_date,
          start_time: body.start_time,
          appointment: {
            doctor_name: "Dr. Anjali Sen (cardiologist)",
            clinic_name: "AMRI Hospital",
            time: "10:30",
          },
        }),
        Message: BOOKING_MESSAGES.booked,
      }));
      const { user, visit, service } = open(usageWithDoctor());
      await screen.findByRole("option", { name: /^Doctor Appointment Accompaniment/ });
      expect(appointmentGroup()).toBeNull();
      await user.selectOptions(service(), "9");
      const group = await screen.findByRole("group", { name: APPOINTMENT_TEXT.legend });
      expect(group).toHaveAccessibleDescription(APPOINTMENT_TEXT.hint);
      await waitFor(() =>
        expect(visit()).toHaveTextContent(`Starts ${startsText("2026-12-03", 1, "07:00")}`),
      );
      await user.type(
        within(group).getByRole("textbox", { name: APPOINTMENT_TEXT.doctorName }),
        "Dr. Anjali Sen (cardiologist)",
      );
      await user.type(
        within(group).getByRole("textbox", { name: APPOINTMENT_TEXT.clinicName }),
        "AMRI Hospital",
      );
      const time = within(group).getByLabelText(APPOINTMENT_TEXT.time);
      expect(time).toHaveAttribute("type", "time");
      expect(time).not.toBeRequired();
      await user.type(time, "10:30");
      await user.click(screen.getByRole("button", { name: "Book visit" }));

      const dialog = await screen.findByRole("dialog", { name: BOOKING_TEXT.successTitle });
      expect(dialog).toHaveTextContent(
        `${APPOINTMENT_TEXT.heading}Dr. Anjali Sen (cardiologist), AMRI Hospital, at 10:30 AM (India time)`,
      );
      expect(stub.bodies("serviceBooking")).toEqual([
        expect.objectContaining({
          service_id: 9,
          doctor_name: "Dr. Anjali Sen (cardiologist)",
          clinic_name: "AMRI Hospital",
          appointment_time: "10:30",
        }),
      ]);
    });

    it("says an appointment before the visit starts is too early, and sends nothing", async () => {
      const stub = api(() => {
        throw new Error("must not be sent");
      });
      const { user, visit, service } = open(usageWithDoctor());
      await screen.findByRole("option", { name: /^Doctor Appointment Accompaniment/ });
      await user.selectOptions(service(), "9");
      await waitFor(() =>
        expect(visit()).toHaveTextContent(`Starts ${startsText("2026-12-03", 1, "07:00")}`),
      );
      const time = screen.getByLabelText(APPOINTMENT_TEXT.time);
      await user.type(time, "06:30");
      await user.click(screen.getByRole("button", { name: "Book visit" }));
      expect(await screen.findByText(BOOKING_MESSAGES.appointmentBeforeVisit)).toBeVisible();
      expect(time).toHaveAttribute("aria-invalid", "true");
      expect(stub.bodies("serviceBooking")).toEqual([]);
    });

    it("asks nothing of the appointment for other services, and sends none of it", async () => {
      api();
      const { user, service } = open(usageWithDoctor());
      await screen.findByRole("option", { name: /^Doctor Appointment Accompaniment/ });
      await user.selectOptions(service(), "9");
      expect(await screen.findByRole("group", { name: APPOINTMENT_TEXT.legend })).toBeVisible();
      await user.selectOptions(service(), "1");
      await waitFor(() => expect(appointmentGroup()).toBeNull());
    });
  });
});

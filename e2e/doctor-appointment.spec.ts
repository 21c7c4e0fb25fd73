import { APPOINTMENT_TEXT } from "@eldercare/contracts";
import { adminToken } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { companionPhone, confirmAndFindCompanion, logInAsCompanion } from "./companion.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { addLovedOne, buyPlan, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * A doctor's appointment (issue 42): booking "Doctor Appointment Accompaniment" asks, optionally, for the
 * doctor, the hospital or clinic and the appointment's time; what the family typed is kept as typed and
 * shown on their booking card and on the companion's visit card.
 */

const DOCTOR = "Dr. Anjali Sen (cardiologist)";
const CLINIC = "AMRI Hospital, Dhakuria";

test(
  "a family books a doctor's appointment with the doctor, hospital and time, and the companion reads them",
  { tag: "@phone-only" },
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.slow(); // a family with a Gold plan books on a phone; the team confirms; the companion logs in
    const member = await createMember(request, `doc${testInfo.project.name[0]}`, "Kavita Roy");
    await buyPlan(request, member, "gold");
    await addLovedOne(request, member);
    await signInAs(page, member);
    await page.goto("/service/booking");
    await expect(page.getByRole("radio", { name: /^Sita Devi/ })).toBeChecked();

    const service = page.getByRole("combobox", { name: /^Service/ });
    await expect(service.locator("option", { hasText: "Companionship Visit (" })).toHaveCount(1);
    // A companion visit asks nothing of an appointment.
    const appointment = page.getByRole("group", { name: APPOINTMENT_TEXT.legend });
    await expect(appointment).toHaveCount(0);
    const doctorVisit = await service
      .locator("option", { hasText: "Doctor Appointment Accompaniment (" })
      .getAttribute("value");
    await service.selectOption(doctorVisit ?? "");
    await expect(appointment).toBeVisible();
    await expect(page.getByRole("combobox", { name: /^Start time/ })).not.toHaveValue("");
    // The second open day (the first may offer only tonight's shift), its morning at 9.
    const calendar = page.getByRole("group", { name: /^\w+ \d{4}$/ });
    const openDays = calendar.getByRole("button", { name: /: open,/ });
    await expect(openDays.first()).toBeVisible();
    if ((await openDays.count()) < 2) {
      await calendar.getByRole("button", { name: /^Next month/ }).click();
      await expect(openDays.first()).toBeVisible();
    }
    const day = (await openDays.count()) > 1 ? openDays.nth(1) : openDays.first();
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");
    await page
      .getByRole("group", { name: /^Shift on/ })
      .getByText(/^Morning/)
      .click();
    await page.getByRole("combobox", { name: /^Start time/ }).selectOption({ label: "9:00 AM" });
    await appointment.getByRole("textbox", { name: APPOINTMENT_TEXT.doctorName }).fill(DOCTOR);
    await appointment.getByRole("textbox", { name: APPOINTMENT_TEXT.clinicName }).fill(CLINIC);
    // An appointment before the visit starts is refused beside the field.
    const time = appointment.getByLabel(APPOINTMENT_TEXT.time);
    await time.fill("08:30");
    await page.getByRole("button", { name: "Book visit" }).click();
    await expect(
      appointment.getByText("The appointment cannot be before the visit starts.", { exact: false }),
    ).toBeVisible();
    await expect(time).toHaveAttribute("aria-invalid", "true");
    await time.fill("10:30");
    await expectNoSidewaysScroll(page, "the booking form with the appointment");
    await expectNoAxeViolations(page);
    const sent = page.waitForResponse((r) => r.url().includes("/api/users/servicebooking/"));
    await page.getByRole("button", { name: "Book visit" }).click();
    const bookingId = ((await (await sent).json()) as { Data: { booking: { booking_id: number } } }).Data
      .booking.booking_id;

    const modal = page.getByRole("dialog", { name: "Visit booked" });
    await expect(modal).toContainText(`${DOCTOR}, ${CLINIC}, at 10:30 AM (India time)`);
    await modal.getByRole("link", { name: "Go to My bookings" }).click();
    const card = page.getByRole("region", { name: "My bookings" }).getByRole("article").first();
    await expect(card).toContainText("Doctor Appointment Accompaniment");
    await expect(card).toContainText(
      `${APPOINTMENT_TEXT.heading}${DOCTOR}, ${CLINIC}, at 10:30 AM (India time)`,
    );
    await expectNoSidewaysScroll(page, "My bookings with the appointment");

    // The team confirms; the companion holding it reads the appointment on the visit's card.
    const held = await confirmAndFindCompanion(
      request,
      await adminToken(request, testInfo.project.name),
      bookingId,
      member.phone,
    );
    const { phone, close } = await companionPhone(browser, baseURL);
    await logInAsCompanion(phone, request, held.phone.replace(/^\+91/, ""));
    const visit = phone.getByRole("article", { name: /Sita/ }).filter({ hasText: "Doctor Appointment" });
    await expect(visit).toContainText(
      `${APPOINTMENT_TEXT.heading}${DOCTOR}, ${CLINIC}, at 10:30 AM (India time)`,
    );
    await expectNoSidewaysScroll(phone, "the companion's card with the appointment");
    await close();
  },
);

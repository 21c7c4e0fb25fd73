import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Locator, type Page, test } from "./fixtures.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, serviceIdOf } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Booking a visit (issue 12, decision 0024): the booking form at /service/booking (loved one, service, a
 * day from the month's calendar, shift and start time, address, notes) and its success modal; My bookings
 * at /planandservicedetails (search, cancel with a reason, ask to reschedule) and /user/reschedule; and
 * what visitors and members without a plan see instead. The buyPlan helper buys a Bronze Single plan
 * (2 companion visits a month).
 */

const MESSAGES = {
  booked: "Service booked successfully!",
  noPlan: "Please subscribe to a plan to book services.",
  cancelled: "Your booking has been cancelled.",
  cancelReasonRequired: "Please tell us why you are cancelling",
  rescheduleRequested:
    "Your reschedule request has been sent. We will let you know as soon as our team has looked at it.",
};

const COMPANION_LABEL = "Companion visits (up to 2 hours each)";

/** A visit day as the pages write it: "2026-12-15" → "Tue, 15 Dec 2026" (India's calendar). */
function visitDay(date: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).formatToParts(new Date(`${date}T12:00:00+05:30`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}

/** Today's month in India ("2026-11"). */
const indiaMonth = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).slice(0, 7);

/** A subscribed member with one loved one, signed in. */
async function subscribedMember(page: Page, request: Parameters<typeof createMember>[0], prefix: string) {
  const member = await createMember(request, prefix, "Anita Bose");
  await buyPlan(request, member);
  const lovedOneId = await addLovedOne(request, member);
  await signInAs(page, member);
  return { ...member, lovedOneId };
}

/** The companion-visit row of the plan's inclusions: "N of 2 left (M used)". */
async function companionLeft(page: Page): Promise<number> {
  const row = page
    .getByRole("region", { name: "Your plan" })
    .getByRole("listitem")
    .filter({ hasText: COMPANION_LABEL });
  await expect(row).toContainText(/\d+ of \d+ left/);
  const match = /(\d+) of \d+ left/.exec((await row.textContent()) ?? "");
  return Number(match?.[1]);
}

const myBookings = (page: Page) => page.getByRole("region", { name: "My bookings" });
const bookingCard = (page: Page, date: string): Locator =>
  myBookings(page)
    .getByRole("article")
    .filter({ hasText: visitDay(date) });

test.describe("booking a visit", () => {
  test("a visitor on /service/booking sees how booking works and is asked to log in", {
    tag: "@phone-only",
  }, async ({ page }) => {
    await page.goto("/service/booking");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
    await expect(page.getByRole("region", { name: "How booking works" })).toBeVisible();
    await expect(page.getByText("opening shortly")).toHaveCount(0);
    const next = page.getByRole("region", { name: "Log in to book a visit" });
    await expect(next.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/plandetails");
    await expectNoAxeViolations(page);
    await next.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("dialog", { name: "User Login" })).toBeVisible();
  });

  test("a member without a plan is led to the plans", { tag: "@phone-only" }, async ({ page, request }) => {
    const member = await createMember(request, "booking-noplan", "Kiran Rao");
    await signInAs(page, member);
    await page.goto("/service/booking");
    const next = page.getByRole("region", { name: "Choose a plan to book visits" });
    await expect(next).toContainText(MESSAGES.noPlan);
    await expect(next.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/plandetails");
    await expect(page.getByRole("button", { name: "Book visit" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await next.getByRole("button", { name: "Choose a plan" }).click();
    await expect(page.getByRole("dialog", { name: "Choose the Plans best for You" })).toBeVisible();
  });

  test("a subscribed member with no loved one yet is led to add one", { tag: "@phone-only" }, async ({
    page,
    request,
  }) => {
    const member = await createMember(request, "booking-nolovedone", "Rohan Sen");
    await buyPlan(request, member);
    await signInAs(page, member);
    await page.goto("/service/booking");
    const next = page.getByRole("region", { name: "Add the loved one we care for" });
    await expect(next.getByRole("link", { name: "Add a loved one" })).toHaveAttribute(
      "href",
      "/user/form?add",
    );
    await expect(page.getByRole("button", { name: "Book visit" })).toHaveCount(0);
    await next.getByRole("link", { name: "Add a loved one" }).click();
    await expect(page.getByRole("region", { name: "Add a loved one" })).toBeVisible();
  });

  test("a subscribed member books a companion visit on a day from the calendar, sees the success modal and finds it in My bookings", {
    tag: "@both",
  }, async ({ page, request }) => {
    test.slow(); // a whole booking with axe scans of the form, the modal and My bookings
    await subscribedMember(page, request, "booking-book");
    await page.goto("/service/booking");
    await expect(page.getByRole("radio", { name: /^Sita Devi/ })).toBeChecked();

    await page.getByRole("combobox", { name: "Assistance type" }).selectOption({ label: "General" });
    const service = page.getByRole("combobox", { name: /^Service/ });
    // A service that needs a caregiver speciality asks for one, in the contract's words.
    const daily = await service
      .locator("option", { hasText: "Daily Living Assistance (" })
      .getAttribute("value");
    await service.selectOption(daily ?? "");
    // Its calendar arrives and picks the first moment (the page grows): then press, as a person would.
    await expect(page.getByRole("combobox", { name: /^Start time/ })).not.toHaveValue("");
    await page.getByRole("button", { name: "Book visit" }).click();
    await expect(page.getByText("Please choose a speciality for this service")).toBeVisible();
    await expect(page.getByRole("combobox", { name: /^Speciality/ })).toHaveAttribute("aria-invalid", "true");
    const companion = await service
      .locator("option", { hasText: "Companionship Visit (" })
      .getAttribute("value");
    await service.selectOption(companion ?? "");
    // The option names the allowance it draws on; the count is said once, for the chosen service.
    await expect(service.locator("option:checked")).toContainText("counts as Companion visits");
    await expect(service).toHaveAccessibleDescription(
      /Uses your plan's Companion visits.*2 of 2 left this month/,
    );

    // The form opens on the first moment that can still be booked, shown as a date and time stamp.
    const visit = page.getByRole("region", { name: "Your visit" });
    await expect(visit.getByText(/^Starts /)).toBeVisible();
    await expect(visit).toContainText(/Visits left (this month|in \w+ \d{4}): 2 of 2/);
    await expectNoAxeViolations(page);

    // Another open day from the calendar (next month's if this one has no second open day).
    const calendar = page.getByRole("group", { name: /^\w+ \d{4}$/ });
    const openDays = calendar.getByRole("button", { name: /: open,/ });
    await expect(openDays.first()).toBeVisible();
    if ((await openDays.count()) < 2) {
      await calendar.getByRole("button", { name: /^Next month/ }).click();
      await expect(openDays.first()).toBeVisible();
    }
    const day = (await openDays.count()) > 1 ? openDays.nth(1) : openDays.first();
    const shownDay = visitDay((await day.getAttribute("data-date")) ?? "");
    // The calendar is keyboard usable: the arrow keys move between days.
    await day.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(openDays.first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(day).toBeFocused();
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");

    await page
      .getByRole("group", { name: /^Shift on/ })
      .getByText(/^Morning/)
      .click();
    await expect(page.getByRole("radio", { name: /^Morning/ })).toBeChecked();
    await page.getByRole("combobox", { name: /^Start time/ }).selectOption({ label: "9:00 AM" });
    await expect(visit).toContainText(`${shownDay}, 9:00 AM`);
    await expect(page.getByRole("textbox", { name: /^Address for this visit/ })).toHaveValue(
      "12 Lake Road, Ballygunge",
    );
    await page
      .getByRole("textbox", { name: /^Notes for the companion/ })
      .fill("Please ring twice; she reads the paper at 9.");
    await page.getByRole("button", { name: "Book visit" }).click();

    const modal = page.getByRole("dialog", { name: "Visit booked" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(MESSAGES.booked);
    await expect(modal).toContainText("Companionship Visit");
    await expect(modal).toContainText("Sita Devi");
    await expect(modal).toContainText(shownDay);
    await expect(modal).toContainText("9:00 AM");
    await expect(modal).toContainText("Waiting for confirmation");
    await expect(page.getByText(MESSAGES.booked).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await modal.getByRole("link", { name: "Go to My bookings" }).click();
    await expect(page).toHaveURL(/\/planandservicedetails#my-bookings$/);
    // It lands on the list itself: the heading in view and focused, the new visit next.
    const listHeading = page.getByRole("heading", { level: 2, name: "My bookings" });
    await expect(listHeading).toBeFocused();
    await expect(listHeading).toBeInViewport();
    const first = myBookings(page).getByRole("article").first();
    await expect(first).toContainText("Companionship Visit");
    await expect(first).toContainText(shownDay);
    await expect(first).toContainText("Morning");
    await expect(first).toContainText("9:00 AM");
    await expect(first).toContainText("Waiting for confirmation");
    await expect(myBookings(page)).toContainText("Showing 1–1 of 1");
    await expect(page.getByRole("region", { name: "Your plan" })).toContainText(
      "Bronze plan · Single · Annual",
    );
    await expectNoAxeViolations(page);

    // Search (debounced) finds it by service and by loved one, and says when nothing matches.
    const search = page.getByRole("searchbox", { name: "Search your bookings" });
    await search.fill("no such visit");
    await expect(myBookings(page)).toContainText("No bookings match your search.");
    await search.fill("Sita");
    await expect(myBookings(page).getByRole("article")).toHaveCount(1);
    await search.fill("companionship");
    await expect(myBookings(page).getByRole("article").first()).toContainText(shownDay);
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Cancelled" });
    await expect(myBookings(page)).toContainText("No bookings match your search.");

    // The avatar's Service Bookings leads here.
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Account menu/ })
      .click();
    await expect(page.getByRole("menuitem", { name: "Service Bookings" })).toHaveAttribute(
      "href",
      "/planandservicedetails",
    );
  });

  test("cancels a booking with a reason (the visit returns to the allowance) and asks to move another", {
    tag: "@phone-only",
  }, async ({ page, request }) => {
    test.slow();
    const member = await subscribedMember(page, request, "booking-cancel");
    const serviceId = await serviceIdOf(request, "GEN-COMPANION");
    // Two visits a few days ahead: both can still be cancelled or moved (the cutoff is 24 hours before).
    const toCancel = await bookVisit(request, member, {
      lovedOneId: member.lovedOneId,
      serviceId,
      daysAhead: 2,
    });
    const toMove = await bookVisit(request, member, {
      lovedOneId: member.lovedOneId,
      serviceId,
      daysAhead: 3,
    });

    await page.goto("/planandservicedetails");
    await expect(myBookings(page)).toContainText("Showing 1–2 of 2");
    const thisMonth = toCancel.visit_date.startsWith(indiaMonth());
    const leftBefore = await companionLeft(page);

    const card = bookingCard(page, toCancel.visit_date);
    await card.getByRole("button", { name: /^Cancel / }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this visit?" });
    await expect(dialog).toContainText("You can cancel until");
    await expect(dialog).toContainText("24 hours before the visit starts");
    await expect(dialog.getByRole("link", { name: /Cancellation and Refund Policy/ })).toHaveAttribute(
      "href",
      "/documents/cancellation-refund",
    );
    await expect(dialog.getByRole("textbox", { name: /^Why are you cancelling/ })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel visit" }).click();
    await expect(dialog.getByText(MESSAGES.cancelReasonRequired)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog
      .getByRole("textbox", { name: /^Why are you cancelling/ })
      .fill("She will be at my sister's that week.");
    await dialog.getByRole("button", { name: "Cancel visit" }).click();
    await expect(page.getByText(MESSAGES.cancelled)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Cancelled");
    await expect(card).toContainText("She will be at my sister's that week.");
    await expect(card.getByRole("button", { name: /^Cancel / })).toHaveCount(0);
    if (thisMonth) await expect.poll(() => companionLeft(page)).toBe(leftBefore + 1);
    else expect(leftBefore).toBeGreaterThanOrEqual(0);

    // The other one goes into the family's own calendar as an .ics file made in the browser.
    const other = bookingCard(page, toMove.visit_date);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      other.getByRole("button", { name: /^Add to calendar / }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`visit-${toMove.visit_date}-companionship-visit.ics`);
    const ics = await readFile(await download.path(), "utf8");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`DTSTART:${toMove.starts_at.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
    expect(ics).toContain("SUMMARY:Companionship Visit for Sita Devi");

    // Asking to move the other one: the afternoon of the same day.
    await other.getByRole("button", { name: /^Reschedule / }).click();
    const move = page.getByRole("dialog", { name: "Ask to move this visit" });
    // The service's calendar as this visit may move, on its month, with the visit as booked chosen.
    const bookedDay = new Date(`${toMove.visit_date}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect(move.getByRole("button", { name: new RegExp(`\\b${bookedDay}: open`) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await move
      .getByRole("group", { name: /^Shift on/ })
      .getByText(/^Afternoon/)
      .click();
    await expect(move.getByRole("radio", { name: /^Afternoon \(1 PM – 7 PM\)/ })).toBeChecked();
    await expect(move.getByRole("combobox", { name: /^Start time/ })).toHaveValue("13:00");
    await move.getByRole("combobox", { name: /^Start time/ }).selectOption({ label: "3:00 PM" });
    await move.getByRole("textbox", { name: /^Why move it/ }).fill("Her doctor moved to the morning.");
    await expectNoAxeViolations(page);
    await move.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText(MESSAGES.rescheduleRequested)).toBeVisible();
    await expect(move).toBeHidden();
    await expect(other).toContainText("Reschedule request: Waiting for our team.");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Your reschedule requests" }).click();
    await expect(page).toHaveURL(/\/user\/reschedule$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reschedule Requests" })).toBeVisible();
    const request1 = page.getByRole("article", { name: "Companionship Visit for Sita Devi" });
    await expect(request1).toContainText("Waiting for our team");
    await expect(request1).toContainText(`From${visitDay(toMove.visit_date)}`);
    await expect(request1).toContainText(
      `To${visitDay(toMove.visit_date)}, Afternoon (1 PM – 7 PM), 3:00 PM`,
    );
    await expect(request1).toContainText("Her doctor moved to the morning.");
    await expectNoAxeViolations(page);
  });
});

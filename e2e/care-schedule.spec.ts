import {
  BOOKING_STATUS_LABELS,
  PAUSE_MESSAGES,
  SERIES_MESSAGES,
  SERIES_NEXT_VISITS,
} from "@eldercare/contracts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { addLovedOne, buyPlan, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/** A date `days` after today in India, as a date input takes it. */
function indiaDayAfter(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000);
  india.setUTCDate(india.getUTCDate() + days);
  return india.toISOString().slice(0, 10);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The day a visit line names, as a date input takes it: "Tue, 8 Dec 2026, 9:00 AM" → "2026-12-08". */
function dayOf(line: string): string {
  const [, day = "", month = "", year = ""] = /(\d{1,2}) (\w{3}) (\d{4})/.exec(line) ?? [];
  const m = MONTHS.indexOf(month) + 1;
  if (m === 0) throw new Error(`no day in ${line}`);
  return `${year}-${String(m).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

test.describe("a care schedule (issue 44)", () => {
  test("a family sets up Tuesdays and Fridays, checks every date, books them at once, finds the schedule and its visits in My bookings, pauses a week from its third visit, and ends it from there", {
    tag: "@phone-only",
  }, async ({ page, request }) => {
    test.slow(); // a whole pattern previewed and booked, with axe scans
    const member = await createMember(request, "care-schedule", "Anita Bose");
    await buyPlan(request, member, "gold");
    await addLovedOne(request, member);
    await signInAs(page, member);

    await page.goto("/service/booking");
    await page.getByRole("radio", { name: "Every week" }).check();
    const service = page.getByRole("combobox", { name: /^Service/ });
    await expect(service.locator("option", { hasText: "Companionship Visit (" })).toBeAttached();
    await service.selectOption({
      label: (await service.locator("option", { hasText: "Companionship Visit (" }).textContent()) ?? "",
    });
    await page.getByRole("checkbox", { name: "Tuesday" }).check();
    await page.getByRole("checkbox", { name: "Friday" }).check();
    await page.getByRole("combobox", { name: /^Shift/ }).selectOption({ label: "Morning (7 AM – 1 PM)" });
    await page.getByRole("combobox", { name: /^Start time/ }).selectOption({ label: "9:00 AM" });
    await page.getByLabel(/^Until/).fill(indiaDayAfter(35));
    await page.getByRole("button", { name: "Check the dates" }).click();

    const check = page.getByRole("region", { name: "3. Check the dates" });
    await expect(check).toBeVisible();
    // Every Tuesday and Friday of the next five weeks is listed month by month, each with what happens to it.
    const months = check.locator("details summary");
    await expect(months.first()).toBeVisible();
    for (const month of await months.all()) await month.click();
    const dates = check.getByRole("list", { name: /^\w+ \d{4}$/ }).getByRole("listitem");
    await expect(dates).toHaveCount(10);
    await expect(dates.filter({ hasText: /^(Tue|Fri), / })).toHaveCount(10);
    await expectNoAxeViolations(page);
    const book = check.getByRole("button", { name: /^Book \d+ visits?$/ });
    const count = Number(/\d+/.exec((await book.textContent()) ?? "")?.[0]);
    expect(count).toBeGreaterThanOrEqual(8);
    await book.click();

    await expect(page.getByRole("heading", { name: `${count} visits booked.` })).toBeVisible();
    await page.getByRole("link", { name: "See the visits" }).click();
    await expect(page).toHaveURL(/\/planandservicedetails$/);
    const visits = page.getByRole("article").filter({ hasText: "Companionship Visit" });
    await expect(visits.first()).toBeVisible();
    await expect(visits.first()).toContainText(/(Tue|Fri),/);

    // The schedule itself, above the visits it booked: the pattern in words, its next visits, how many.
    const schedule = page
      .getByRole("region", { name: "Care schedules" })
      .getByRole("article", { name: "Companionship Visit for Sita Devi" });
    await expect(schedule).toContainText("Tuesdays and Fridays, Morning (7 AM – 1 PM) from 9:00 AM");
    await expect(schedule.getByText("Active", { exact: true })).toBeVisible();
    await expect(schedule).toContainText(`${count} visits booked from now on`);
    const next = schedule.getByRole("list", { name: /^Next visits of / }).getByRole("listitem");
    await expect(next).toHaveCount(SERIES_NEXT_VISITS);
    await expect(next.filter({ hasText: /^(Tue|Fri), \d{1,2} \w{3} \d{4}, 9:00 AM$/ })).toHaveCount(
      SERIES_NEXT_VISITS,
    );
    await expectNoAxeViolations(page);

    // A week's pause from its third visit (a hospital stay): the third and fourth visits are cancelled, and
    // the schedule lists them among its skipped dates as paused.
    const third = dayOf((await next.nth(2).textContent()) ?? "");
    const fourth = dayOf((await next.nth(3).textContent()) ?? "");
    const weekLater = new Date(`${third}T00:00:00Z`);
    weekLater.setUTCDate(weekLater.getUTCDate() + 6);
    await schedule.getByRole("button", { name: /^Pause visits/ }).click();
    const pause = page.getByRole("dialog", { name: "Pause Sita Devi's visits?" });
    await pause.getByLabel(/^First day/).fill(third);
    await pause.getByLabel(/^Last day/).fill(weekLater.toISOString().slice(0, 10));
    await pause.getByLabel(/^Why/).fill("hospital stay");
    await pause.getByRole("button", { name: "Pause visits" }).click();
    const paused = page.getByRole("dialog", { name: "Visits paused" });
    await expect(paused.getByRole("status")).toHaveText(PAUSE_MESSAGES.paused(2));
    await expectNoAxeViolations(page);
    await paused.getByRole("button", { name: "Done" }).click();
    await expect(paused).toBeHidden();
    await expect(next.filter({ hasText: /^(Tue|Fri), / })).toHaveCount(SERIES_NEXT_VISITS);
    await schedule.locator("details summary").click();
    const pausedDates = schedule.locator("details li").filter({ hasText: "Paused: hospital stay" });
    await expect(pausedDates).toHaveCount(2);
    expect((await pausedDates.allTextContents()).map(dayOf)).toEqual([third, fourth]);
    const bookings = page.getByRole("region", { name: "My bookings" });
    await bookings.getByRole("combobox", { name: "Status" }).selectOption({ label: "Cancelled" });
    await expect(bookings.getByRole("article")).toHaveCount(2);
    await bookings.getByRole("combobox", { name: "Status" }).selectOption({ label: "All bookings" });

    // Ended from its third visit on: the first two stay, every later one is cancelled and given back.
    await schedule.getByRole("button", { name: /^End schedule/ }).click();
    const dialog = page.getByRole("dialog", { name: "End this care schedule?" });
    const from = dialog.getByLabel(/^First date without visits/);
    await expect(from).toHaveValue(indiaDayAfter(1));
    await from.fill(third);
    await dialog.getByRole("button", { name: "End schedule" }).click();
    const done = page.getByRole("dialog", { name: "Care schedule ended" });
    // The third and fourth were cancelled by the pause already.
    await expect(done.getByRole("status")).toHaveText(SERIES_MESSAGES.ended(count - 4));
    await done.getByRole("button", { name: "Done" }).click();
    await expect(done).toBeHidden();

    await expect(schedule.getByText("Ended", { exact: true })).toBeVisible();
    await expect(schedule.getByRole("button", { name: /End schedule/ })).toHaveCount(0);
    await expect(next).toHaveCount(2);
    await expect(schedule).toContainText("2 visits booked from now on");
    await bookings.getByRole("combobox", { name: "Status" }).selectOption({ label: "Cancelled" });
    const cancelled = bookings.getByRole("article");
    await expect(cancelled).toHaveCount(count - 2);
    for (const visit of await cancelled.all()) {
      await expect(visit).toContainText(BOOKING_STATUS_LABELS.cancelled);
      const day = dayOf((await visit.textContent()) ?? "");
      expect(day >= third, `${day} is on or after ${third}`).toBe(true);
    }
  });
});

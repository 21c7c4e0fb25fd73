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

test.describe("a care schedule (issue 44)", () => {
  test("a family sets up Tuesdays and Fridays, checks every date, books them at once and finds them in My bookings", {
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
  });
});

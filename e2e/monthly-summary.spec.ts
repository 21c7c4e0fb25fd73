import { MONTHLY_SUMMARY_MESSAGES as M, monthLabel, monthlySummaryPath } from "@eldercare/contracts";
import { adminToken } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedVisit, fileReportByApi, startVisit } from "./companion.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueFirstName } from "./members.ts";
import { signInAs } from "./session.ts";

/*
 * The monthly summary (issue 47, decision 0098): a family opens last month's summary from the loved
 * one's card, and the month with a visit and its report, and reads the mood and visits-per-week charts
 * with the table beside each. A browser cannot move the server's clock back a month, so the visit is
 * today's (the development time travel) and its month is read; the API tests read past months' figures.
 */

/** "2026-12" for the India month of `at`, and the month before it. */
function indiaMonths(at = new Date()): { current: string; last: string } {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" })
    .format(at)
    .split("-")
    .map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, "0");
  return { current: `${y}-${pad(m)}`, last: m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}` };
}

test(
  "a family opens the monthly summary and reads its charts and tables",
  {
    tag: "@phone-only",
  },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family, a visit made today with its report, then the pages
    const token = await adminToken(request, testInfo.project.name);
    const sita = uniqueFirstName("Sita");
    const { member, booking, held } = await confirmedVisit(request, token, {
      prefix: `sum${testInfo.project.name[0]}`,
      memberName: "Lata Iyer",
      lovedOne: { full_name: `${sita} Devi` },
    });
    const companion = await startVisit(request, token, booking.booking_id, held);
    await fileReportByApi(request, companion.phone, booking.booking_id, "A good afternoon.");
    const months = indiaMonths();

    // Last month's, from the loved one's card.
    await signInAs(page, member);
    await page.goto("/user/profile");
    await page.getByRole("link", { name: M.lastMonthLink(`${sita} Devi`) }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: M.title(`${sita} Devi`, months.last) }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: M.visitsHeading })).toBeVisible();
    await expect(page.getByRole("table", { name: M.moodHeading }).or(page.getByText(M.noMood))).toBeVisible();
    const lovedOneId = Number(new URL(page.url()).pathname.split("/")[3]);

    // The month of the visit (the development time travel may put it either side of a month's end in
    // India): its figures, its mood in the chart and the table, and its week.
    const listed = await request.post("/api/users/getallbookings/", {
      headers: { authorization: `Bearer ${member.token}` },
      data: { page_index: 0, page_size: 10 },
    });
    const visitDate = (
      (await listed.json()) as { Data: { items: { booking_id: number; visit_date: string }[] } }
    ).Data.items.find((b) => b.booking_id === booking.booking_id)?.visit_date;
    const visitMonth = (visitDate ?? months.current).slice(0, 7);
    await page.goto(monthlySummaryPath(lovedOneId, visitMonth));
    await expect(
      page.getByRole("heading", { level: 1, name: M.title(`${sita} Devi`, visitMonth) }),
    ).toBeVisible();
    expect(monthLabel(visitMonth)).toMatch(/\d{4}$/);
    const figures = page.getByTestId("summary-figures");
    await expect(
      figures.getByText(M.made, { exact: true }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("1");
    const moodTable = page.getByRole("table", { name: M.moodHeading });
    await expect(moodTable.getByRole("row")).toHaveCount(2); // the heading row and the visit's report
    await expect(moodTable.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(/4/);
    const moodChart = page.getByRole("img", { name: M.moodCaption });
    await expect(moodChart.locator("svg").first()).toBeVisible();
    const weeksTable = page.getByRole("table", { name: M.weeksHeading });
    await expect(
      weeksTable.getByRole("row").filter({ has: page.getByRole("cell", { name: "1", exact: true }) }),
    ).toHaveCount(1);
    await expect(page.getByRole("img", { name: M.weeksCaption }).locator("svg").first()).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

import { ASSIGNMENT_TEXT, SERIES_REGULAR_TEXT } from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { addLovedOne, buyPlan, createMember, serviceIdOf } from "./members.ts";

/**
 * A care schedule's regular companion (issue 44, decision 0081): the team confirms a schedule's first visit
 * with a companion in the console; that companion is given the schedule's later visits they can make, and
 * the Care schedules page shows them as its regular companion with the dates left for the team.
 */

type Member = Awaited<ReturnType<typeof createMember>>;
type Visit = { booking_id: number; visit_date: string; assigned_companion: { full_name: string } | null };

/** A date `days` after today in India. */
function indiaDayAfter(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000);
  india.setUTCDate(india.getUTCDate() + days);
  return india.toISOString().slice(0, 10);
}

/** A Gold family's Tuesdays and Fridays at 9:00 for five weeks, set up through the API; its id and visits' ids. */
async function scheduledFamily(request: APIRequestContext) {
  const member = await createMember(request, "regular", "Meenakshi Iyer");
  await buyPlan(request, member, "gold");
  const lovedOneId = await addLovedOne(request, member);
  const headers = { authorization: `Bearer ${member.token}` };
  const profile = await request.post("/api/users/getprofiledata/", {
    headers,
    data: { user_id: member.userId },
  });
  const [plan] = ((await profile.json()) as { Data: { subscriptions: { subscription_id: number }[] } }).Data
    .subscriptions;
  const pattern = {
    subscription_id: plan?.subscription_id,
    loved_one_id: lovedOneId,
    service_id: await serviceIdOf(request, "GEN-COMPANION"),
    weekdays: [2, 5],
    shift_type: 1,
    start_time: "09:00",
    from: indiaDayAfter(2),
    until: indiaDayAfter(36),
  };
  const preview = await request.post("/api/users/previewvisitseries/", { headers, data: pattern });
  expect(preview.status(), await preview.text()).toBe(200);
  const dates = ((await preview.json()) as { Data: { dates: { date: string; state: string }[] } }).Data.dates;
  const created = await request.post("/api/users/createvisitseries/", {
    headers,
    data: {
      ...pattern,
      idempotency_key: crypto.randomUUID(),
      confirmed_dates: dates.filter((d) => d.state === "ok").map((d) => d.date),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const data = ((await created.json()) as { Data: { series: { series_id: number }; booking_ids: number[] } })
    .Data;
  return { member, seriesId: data.series.series_id, bookingIds: data.booking_ids };
}

/** The family's visits as the console lists them, by date. */
async function consoleVisits(request: APIRequestContext, token: string, member: Member): Promise<Visit[]> {
  const res = await request.post("/api/admin/getallservicebooking/", {
    headers: { authorization: `Bearer ${token}` },
    data: { page_index: 0, page_size: 50, search_string: member.phone },
  });
  expect(res.status(), await res.text()).toBe(200);
  const items = ((await res.json()) as { Data: { items: Visit[] } }).Data.items;
  return items.sort((a, b) => a.visit_date.localeCompare(b.visit_date));
}

test(
  "the team confirms a care schedule's first visit with a companion, who is given its later visits and shown as its regular companion",
  { tag: "@desktop-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family, a schedule, the console's dialog and the schedules page
    const { member, seriesId, bookingIds } = await scheduledFamily(request);
    expect(bookingIds.length).toBeGreaterThanOrEqual(6);
    const token = await adminToken(request, testInfo.project.name);
    const [first] = bookingIds;

    await seedAdminSession(page, token);
    await page.goto(`/admin/bookings?q=${member.phone}`);
    const list = page.getByTestId("admin-bookings-list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    await page.getByRole("button", { name: new RegExp(`^Confirm booking #${first} for `) }).click();
    const dialog = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    const options = dialog.getByRole("radio");
    await expect(options.first()).toBeVisible();
    // The last one suggested: another than the one held when there are several.
    const choice = options.last();
    const chosen = (
      await choice.evaluate(
        (el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
      )
    ).trim();
    expect(chosen).not.toBe("");
    await choice.check();
    await dialog.getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "regular companion" }).first(),
    ).toBeVisible();

    // The later visits they can make are theirs and confirmed; the others are listed on the schedules page.
    const visits = await consoleVisits(request, token, member);
    const theirs = visits.filter((v) => v.assigned_companion?.full_name === chosen);
    expect(theirs.length).toBeGreaterThan(1);
    expect(theirs[0]?.booking_id).toBe(first);

    await page.goto(`/admin/schedules?series=${seriesId}`);
    const card = page.getByRole("article", { name: /^Companionship Visit for / });
    await expect(card).toBeVisible();
    await expect(card).toContainText(SERIES_REGULAR_TEXT.regular);
    await expect(card.getByText(chosen, { exact: true })).toBeVisible();
    const gaps = card
      .getByRole("list", { name: new RegExp(`^${SERIES_REGULAR_TEXT.gaps}`) })
      .getByRole("listitem");
    if (theirs.length === visits.length) await expect(card).toContainText(SERIES_REGULAR_TEXT.noGaps);
    else await expect(gaps).toHaveCount(visits.length - theirs.length);
    await expectNoSidewaysScroll(page, "/admin/schedules");
    await expectNoAxeViolations(page);

    // The menu leads there too.
    await page
      .getByRole("navigation", { name: "Admin console" })
      .getByRole("link", { name: "Care schedules" })
      .click();
    await expect(page).toHaveURL(/\/admin\/schedules$/);
  },
);

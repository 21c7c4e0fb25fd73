import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  CARE_DASHBOARD_TEXT,
  LATE_CHECKIN_MINUTES,
} from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedVisit, startVisit } from "./companion.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { uniqueName } from "./members.ts";

/**
 * A late visit (issue 26, decision 0046): nobody has checked in 15 minutes after the start. The dashboard
 * lists it and the team is emailed; the team gives the visit to another companion with a reason, and the
 * family is told who is coming instead. Or the team marks it missed, and the family is told why.
 */

/**
 * A shift going on now in India whose visit can have begun more than 15 minutes ago, so a late visit can
 * still change companion (only while its shift lasts): the morning, afternoon, evening or night one where
 * possible, as they meet fewer of the companion's other visits than the whole day's (shift 5), the
 * fallback in the minutes after a shift's start.
 */
function shiftUnderWay(now: Date): number {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const t = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  const margin = LATE_CHECKIN_MINUTES + 5;
  const windows: Array<[number, number, number]> = [
    [1, 7 * 60, 13 * 60],
    [2, 13 * 60, 19 * 60],
    [3, 17 * 60, 23 * 60],
    [4, 22 * 60, 24 * 60],
    [4, -2 * 60, 7 * 60],
  ];
  const under = windows.find(([, start, end]) => t >= start + margin && t < end - 5);
  return under ? under[0] : 5;
}

/** A family whose confirmed visit began more than 15 minutes ago, with nobody checked in. */
async function lateVisit(request: APIRequestContext, prefix: string, lovedOneName: string, token: string) {
  const { member, booking, held } = await confirmedVisit(request, token, {
    prefix,
    memberName: "Anita Ghosh",
    lovedOne: { full_name: lovedOneName },
    booking: { shift: shiftUnderWay(new Date()) },
  });
  const companion = await startVisit(request, token, booking.booking_id, held, true);
  return { member, booking, companion };
}

/** The subjects of the emails the development inbox holds for an address. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(to.toLowerCase())}`);
  return ((await res.json()) as { messages: Array<{ subject: string }> }).messages.map((m) => m.subject);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test(
  "a late visit shows on the dashboard, and the team gives it to another companion with a reason the family is told",
  { tag: "@desktop-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family, their plan and booking, the dashboard, the console's dialog, the family's email
    const token = await adminToken(request, testInfo.project.name);
    const lovedOneName = uniqueName("Bela");
    const { member, booking, companion } = await lateVisit(request, "lat", lovedOneName, token);

    await seedAdminSession(page, token);
    await page.goto("/admin/dashboard");
    const late = page.getByRole("region", { name: new RegExp(`^${escapeRegExp(CARE_DASHBOARD_TEXT.late)}`) });
    await expect(late).toBeVisible();
    const link = late.getByRole("link", { name: new RegExp(`^${lovedOneName}, `) });
    await expect(link).toBeVisible();
    await expect(late).toContainText(companion.full_name);
    await expectNoAxeViolations(page);

    // The dashboard's link opens the visit in the console's list, marked late.
    await link.click();
    await expect(page).toHaveURL(/\/admin\/bookings\?/);
    const list = page.getByTestId("admin-bookings-list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    const change = page.getByRole("button", { name: `Change companion booking #${booking.booking_id}` });
    const row = list.locator("tr").filter({ has: change });
    await expect(row).toContainText(CARE_DASHBOARD_TEXT.lateMarker);
    await expect(
      row.getByRole("button", { name: new RegExp(`Mark missed booking #${booking.booking_id}`) }),
    ).toBeVisible();

    const changeSubject = new RegExp(`^A new companion for ${lovedOneName} on `);
    const changesBefore = (await subjectsTo(request, member.email)).filter((m) =>
      changeSubject.test(m),
    ).length;
    await change.click();
    const dialog = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.changeTitle });
    await expect(dialog).toBeVisible();
    // Another companion than the one who did not come.
    const radios = dialog.getByRole("radio");
    await expect(radios.first()).toBeVisible();
    const names = await radios.evaluateAll((els) =>
      els.map((el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ?? ""),
    );
    const index = names.findIndex((n) => n !== "" && n !== companion.full_name);
    expect(index, `another companion among ${names.join(", ")}`).toBeGreaterThanOrEqual(0);
    const chosen = names[index] ?? "";
    const choice = radios.nth(index);
    await choice.check({ force: true });
    await dialog.getByLabel(ASSIGNMENT_TEXT.reasonLabel).fill("Sunita is unwell today; Rekha lives nearby.");
    await dialog.getByRole("button", { name: ASSIGNMENT_TEXT.changeSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: ASSIGNMENT_MESSAGES.changed }).first(),
    ).toBeVisible();
    await expect(row.getByTestId("assigned-companion")).toContainText(chosen);

    // The family is told who is coming instead, and why.
    await expect
      .poll(
        async () => (await subjectsTo(request, member.email)).filter((m) => changeSubject.test(m)).length,
        {
          message: "the change of companion email",
        },
      )
      .toBe(changesBefore + 1);
  },
);

test(
  "the team marks a late visit missed with a reason, and the family sees why",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family, their plan and booking, the console on a phone, the family's email
    const token = await adminToken(request, testInfo.project.name);
    const lovedOneName = uniqueName("Gita");
    const { member, booking } = await lateVisit(request, "mis", lovedOneName, token);

    await seedAdminSession(page, token);
    await page.goto(`/admin/bookings?q=${member.phone}`);
    const list = page.getByTestId("admin-bookings-list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    await page.getByRole("button", { name: `Mark missed booking #${booking.booking_id}` }).click();
    const dialog = page.getByRole("dialog", { name: "Mark this visit missed?" });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel("Why was it missed?")
      .fill("The companion could not reach the house in the rain.");
    await dialog.getByRole("button", { name: "Mark missed" }).click();
    await expect(dialog).toBeHidden();
    await expect(list).toContainText("Missed");
    await expect(
      page.getByRole("button", { name: `Mark missed booking #${booking.booking_id}` }),
    ).toHaveCount(0);

    await expect
      .poll(() => subjectsTo(request, member.email), { message: "the missed visit email" })
      .toContainEqual(expect.stringContaining(lovedOneName));
  },
);

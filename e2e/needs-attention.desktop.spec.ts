import { CARE_DASHBOARD_TEXT as T, URGENT_HELP_TEXT } from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedVisit, fileReportByApi, startVisit } from "./companion.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName } from "./members.ts";

/**
 * The desk's first screen (issue 42): an open incident, a late visit and a concern a companion flagged in
 * a report ("dizziness", until now only emailed) are under "Needs attention" at the top of the dashboard,
 * in view without scrolling, and the concern is on the booking's row in the console's list. The dashboard
 * loads without a toast over it.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the dashboard opens on what needs attention: the incident, the late visit and the report's concern", async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // two families and their visits, a report, then the console
  const token = await adminToken(request, testInfo.project.name);

  // A visit nobody has checked in to 15 minutes after its start, on which the family reports an incident.
  const lateName = uniqueName("Bina");
  const late = await confirmedVisit(request, token, {
    prefix: "nal",
    memberName: "Arun Bose",
    lovedOne: { full_name: lateName },
  });
  await startVisit(request, token, late.booking.booking_id, late.held, true);
  const happened = `She slipped on the bathroom step (${lateName}).`;
  const reported = await request.post("/api/users/reportincident/", {
    headers: { authorization: `Bearer ${late.member.token}` },
    data: { booking_id: late.booking.booking_id, severity: "serious", what_happened: happened },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  // A visit whose report flags a concern.
  const concernName = uniqueName("Gopal");
  const calm = await confirmedVisit(request, token, {
    prefix: "nac",
    memberName: "Ritu Sen",
    lovedOne: { full_name: concernName },
  });
  const companion = await startVisit(request, token, calm.booking.booking_id, calm.held);
  const worry = `He felt dizzy when he stood up (${concernName}).`;
  await fileReportByApi(request, companion.phone, calm.booking.booking_id, "A good chat.", worry);

  await seedAdminSession(page, token);
  await page.goto("/admin/dashboard");
  const attention = page.getByRole("region", { name: T.needsAttention });
  await expect(attention).toBeVisible();
  const incidents = attention.getByRole("region", {
    name: new RegExp(`^${escapeRegExp(URGENT_HELP_TEXT.dashboardHeading)}: `),
  });
  const lateList = attention.getByRole("region", { name: new RegExp(`^${escapeRegExp(T.late)}: `) });
  const concerns = attention.getByRole("region", { name: new RegExp(`^${escapeRegExp(T.concerns)}: `) });
  await expect(incidents).toContainText(happened);
  await expect(lateList.getByRole("link", { name: new RegExp(`^${lateName}, `) })).toBeVisible();
  await expect(concerns).toContainText(worry);
  await expect(concerns.getByRole("link", { name: new RegExp(`^${concernName}, `) })).toBeVisible();
  // All three start in view, above the fold, before any count or chart; and no toast covers them.
  const height = page.viewportSize()?.height ?? 0;
  for (const region of [incidents, lateList, concerns]) {
    const box = await region.getByRole("heading").first().boundingBox();
    expect(box, "the list's heading is laid out").not.toBeNull();
    expect((box?.y ?? height) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("dashboard-1280.png") });

  // The concern leads to the booking, whose row carries it.
  await concerns.getByRole("link", { name: new RegExp(`^${concernName}, `) }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?/);
  const list = page.getByTestId("admin-bookings-list");
  await expect(list).toHaveAttribute("aria-busy", "false");
  const row = list.locator("tr").filter({ hasText: concernName });
  await expect(row.getByTestId("report-concern")).toHaveText(`${T.concernMarker}: ${worry}`);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

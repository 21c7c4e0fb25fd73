import { ASSIGNMENT_TEXT, AUTOASSIGN_REASON_LABELS, BOARD_TEXT } from "@eldercare/contracts";
import { adminToken } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, test, waitForAppOnNavigation } from "./fixtures.ts";
import { latestCode, uniqueContact } from "./inbox.ts";
import {
  addLovedOne,
  bookVisit,
  buyPlan,
  createMember,
  SITA_DEVI,
  serviceIdOf,
  uniqueName,
} from "./members.ts";
import { signInAs } from "./session.ts";

/*
 * The coordinator's board (issue 45): a Kolkata coordinator opens the day of a family's visit that nobody
 * makes yet, runs "Plan this day" and accepts it, then moves the visit to another companion (confirming
 * it); the family's own page then names the companion on their visit. The board is a desk's screen.
 */

/** A Kolkata coordinator added by the administrator through the API, signed in: their session token. */
async function kolkataCoordinator(request: APIRequestContext, adminSession: string) {
  const cities = await request.get("/api/shared/getcities/");
  const kolkata = (
    (await cities.json()) as { Data: { cities: { city_id: number; city_name: string }[] } }
  ).Data.cities.find((c) => c.city_name === "Kolkata");
  expect(kolkata).toBeDefined();
  const { phone, email } = uniqueContact("board");
  const name = uniqueName("Meera");
  const added = await request.post("/api/admin/modifystaff/", {
    headers: { authorization: `Bearer ${adminSession}` },
    data: {
      full_name: name,
      phone,
      email,
      role: "coordinator",
      city_ids: [kolkata?.city_id],
      is_active: true,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const sent = await request.post("/api/shared/generateotp/", {
    data: { email_phn_flag: "P", phone, login_flag: true, user_type: 2 },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await latestCode(request, phone);
  const login = await request.post("/api/admin/login/", {
    data: { email_phn_flag: "P", user_name: phone, otp, user_type: 2 },
  });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { Token: string; Data: Record<string, unknown> };
  return { token: body.Token, admin: body.Data, cityId: kolkata?.city_id as number };
}

test(
  "a coordinator plans a day on the board, accepts it, moves a visit, and the family sees the companion",
  { tag: "@desktop-only" },
  async ({ page, context, request }, testInfo) => {
    test.slow(); // a family and their visit, a coordinator, the board, then the family's own page
    const member = await createMember(request, "brd", "Lakshmi Iyer");
    await buyPlan(request, member);
    const lovedOneId = await addLovedOne(request, member);
    const serviceId = await serviceIdOf(request, "GEN-COMPANION");
    const booking = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 2 });
    // Booked as if nobody was free then: the visit has no companion yet.
    const released = await request.post("/dev/sandbox/visit-unassigned", {
      data: { booking_id: booking.booking_id },
    });
    expect(released.status(), await released.text()).toBe(200);

    const coordinator = await kolkataCoordinator(request, await adminToken(request, testInfo.project.name));
    await page.addInitScript(
      ([t, admin]) => {
        window.localStorage.setItem("eldercare.session-token", t);
        window.localStorage.setItem("eldercare.session", JSON.stringify({ kind: "admin", admin }));
      },
      [coordinator.token, coordinator.admin] as const,
    );
    await page.goto("/admin/board");
    await expect(page.getByRole("heading", { name: BOARD_TEXT.title })).toBeVisible();
    // A coordinator's board starts on their city; the day is chosen.
    await page.getByLabel(BOARD_TEXT.date).fill(booking.visit_date);
    const visit = page.getByTestId(`board-visit-${booking.booking_id}`);
    await expect(
      page.getByTestId("board-unassigned").getByTestId(`board-visit-${booking.booking_id}`),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Plan this day: the plan names the visit and who would make it, with why; accepting carries it out.
    await page.getByRole("button", { name: BOARD_TEXT.planDay }).click();
    const plan = page.getByRole("dialog", { name: BOARD_TEXT.planTitle });
    await expect(
      plan
        .getByRole("listitem")
        .filter({ hasText: `${SITA_DEVI.full_name} → ` })
        .first(),
    ).toBeVisible();
    await expect(plan).toContainText(AUTOASSIGN_REASON_LABELS.speaks_language);
    await plan.getByRole("button", { name: BOARD_TEXT.accept }).click();
    await expect(plan).toBeHidden();
    await expect(
      page.getByTestId("board-unassigned").getByTestId(`board-visit-${booking.booking_id}`),
    ).toHaveCount(0);
    await expect(visit).toBeVisible();

    // Planned again with the visits not yet confirmed open to improvement: the visit stays with the
    // companion just chosen for it (a hold moves only for a better-suited companion).
    await page.getByRole("button", { name: BOARD_TEXT.planDay }).click();
    const again = page.getByRole("dialog", { name: BOARD_TEXT.planTitle });
    await again.getByRole("checkbox", { name: BOARD_TEXT.planRebalance }).check();
    await expect(again.getByText(BOARD_TEXT.planLoading)).toHaveCount(0);
    await expect(again.getByText(BOARD_TEXT.planMoved)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(again).toBeHidden();
    await expect(visit).toContainText(SITA_DEVI.full_name);

    // Move it: the companion dialog confirms the requested visit with another companion.
    await visit.getByRole("button", { name: new RegExp(`^${BOARD_TEXT.move}:`) }).click();
    const dialog = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    const options = dialog.getByRole("radio");
    await expect(options.first()).toBeVisible();
    const choice = options.last();
    const chosen = await choice.evaluate(
      (el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
    );
    await choice.check();
    await dialog.getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(visit).toContainText("Confirmed");

    // The family's page names the companion on their visit.
    const family = waitForAppOnNavigation(await context.newPage());
    await signInAs(family, member);
    await family.goto("/planandservicedetails");
    const firstName = chosen.trim().split(/\s+/)[0] ?? "";
    await expect(
      family.getByRole("region", { name: `${ASSIGNMENT_TEXT.yourCompanion}: ${firstName}` }),
    ).toBeVisible();
    await family.close();
  },
);

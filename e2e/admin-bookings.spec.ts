import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, openSlots, serviceIdOf } from "./members.ts";

/**
 * The operations team on /admin/bookings (issue 13, first slice): find a family's booking by the member's
 * phone, confirm one and reject another with a reason; the family's own list shows the new statuses.
 */

async function statusesOf(request: APIRequestContext, token: string) {
  const res = await request.post("/api/users/getallbookings/", {
    headers: { authorization: `Bearer ${token}` },
    data: { page_index: 0, page_size: 10 },
  });
  const items = ((await res.json()) as { Data: { items: { booking_id: number; status: string }[] } }).Data
    .items;
  return Object.fromEntries(items.map((b) => [b.booking_id, b.status]));
}

// Both sizes: the list is cards on a phone and a table from md up; search, Confirm, Reject and axe use each.
test(
  "an administrator finds a family's bookings by phone, confirms one and rejects another with a reason",
  { tag: "@both" },
  async ({ page, request }, testInfo) => {
    const member = await createMember(request, `adm${testInfo.project.name[0]}`, "Kavita Rao");
    await buyPlan(request, member);
    const lovedOneId = await addLovedOne(request, member);
    const serviceId = await serviceIdOf(request, "GEN-COMPANION");
    const first = await bookVisit(request, member, { lovedOneId, serviceId });
    const second = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 1 });

    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Service bookings" })).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill(member.phone);
    const confirm = page.getByRole("button", { name: `Confirm booking #${first.booking_id}` });
    await expect(confirm).toBeVisible();
    // The filtered page has arrived (not the previous one, still shown while the search loads).
    await expect(page.getByTestId("admin-bookings-list")).toHaveAttribute("aria-busy", "false");
    // Loading the list raises no toast over it (issue 42, decision 0070); the actions below still do.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The next visit leads (issue 25); the latest visit date first is a choice.
    const confirmOrder = () =>
      page
        .getByRole("button", { name: /^Confirm booking #\d+/ })
        .evaluateAll((buttons) => buttons.map((b) => Number(/#(\d+)/.exec(b.textContent ?? "")?.[1])));
    const order = page.getByRole("combobox", { name: "Order" });
    await expect(order).toHaveValue("next");
    await expect.poll(confirmOrder).toEqual([first.booking_id, second.booking_id]);
    await order.selectOption({ label: "Latest visit date first" });
    await expect.poll(confirmOrder).toEqual([second.booking_id, first.booking_id]);
    await order.selectOption({ label: "Next visits first (today on)" });

    // Confirming chooses the companion (issue 26): the best suited is chosen to start with.
    await confirm.click();
    const withCompanion = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    await expect(withCompanion.getByRole("radio").first()).toBeVisible();
    await withCompanion.getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }).click();
    await expect(withCompanion).toBeHidden();
    await expect(page.getByText(ASSIGNMENT_MESSAGES.confirmedWith).first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Confirm booking #${first.booking_id}` })).toHaveCount(0);

    await page.getByRole("button", { name: `Reject booking #${second.booking_id}` }).click();
    const dialog = page.getByRole("dialog", { name: "Reject this booking?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Reject booking" }).click();
    await expect(dialog.getByText("Please give the reason; the family will see it")).toBeVisible();
    await dialog.getByLabel(/Why is it rejected\?/).fill("No caregiver free that morning");
    await dialog.getByRole("button", { name: "Reject booking" }).click();
    await expect(dialog).toBeHidden();

    await expect
      .poll(() => statusesOf(request, member.token))
      .toMatchObject({ [first.booking_id]: "confirmed", [second.booking_id]: "rejected" });
  },
);

test(
  "a booking the family asked to move is flagged on its row and at confirming; its notes, languages and mobility show",
  { tag: "@both" },
  async ({ page, request }, testInfo) => {
    const member = await createMember(request, `mov${testInfo.project.name[0]}`, "Farah Khan");
    await buyPlan(request, member);
    const lovedOneId = await addLovedOne(request, member);
    const serviceId = await serviceIdOf(request, "GEN-COMPANION");
    const booking = await bookVisit(request, member, {
      lovedOneId,
      serviceId,
      daysAhead: 1,
      notes: "Please bring her reading glasses from the drawer.",
    });
    // The family asks to move it to another open shift.
    const slots = await openSlots(request, member, { lovedOneId, serviceId }, 4);
    const to = slots.find((s) => s.date !== booking.visit_date) ?? slots[3];
    const asked = await request.post("/api/users/requestreschedule/", {
      headers: { authorization: `Bearer ${member.token}` },
      data: {
        booking_id: booking.booking_id,
        visit_date: to?.date,
        shift_type: to?.shift,
        start_time: to?.start,
      },
    });
    expect(asked.status(), await asked.text()).toBe(200);

    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    await page.goto("/admin/bookings");
    await page.getByLabel("Search", { exact: true }).fill(member.phone);
    const list = page.getByTestId("admin-bookings-list");
    // This booking's row on a desktop, its card on a phone (other families' bookings may be listed too).
    const mine = list
      .locator("tr, article")
      .filter({ has: page.getByRole("button", { name: `Confirm booking #${booking.booking_id}` }) })
      .filter({ visible: true });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Family asked to move it:");
    await expect(mine).toContainText("Bengali, Hindi · Walks with support");
    await expect(mine).toContainText("Please bring her reading glasses from the drawer.");

    await page.getByRole("button", { name: `Confirm booking #${booking.booking_id}` }).click();
    const step = page.getByRole("dialog", { name: "The family asked to move this visit" });
    await expect(step).toBeVisible();
    await expect(step.getByRole("link", { name: "Open their request" })).toBeVisible();
    await step.getByRole("button", { name: "Confirm as booked" }).click();
    await expect(step).toBeHidden();
    // Then the companion who makes it (issue 26).
    const withCompanion = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    await expect(withCompanion.getByRole("radio").first()).toBeVisible();
    await withCompanion.getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }).click();
    await expect(withCompanion).toBeHidden();
    await expect
      .poll(() => statusesOf(request, member.token))
      .toMatchObject({ [booking.booking_id]: "confirmed" });
  },
);

import { PLAN_PAUSE_TEXT } from "@eldercare/contracts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, SITA_DEVI, serviceIdOf } from "./members.ts";
import { signInAs } from "./session.ts";

/*
 * Pausing instead of cancelling (issue 47, decision 0095): from the cancel dialog, before the quote, a
 * family pauses the plan for a month; the visit booked in the pause is cancelled and the plan's end moves.
 */
test("a family pauses a month from the cancel dialog: the visit in it goes and the plan's end moves", {
  tag: "@phone-only",
}, async ({ page, request }) => {
  test.slow(); // a family, its plan, a loved one and a visit, then the pause
  const member = await createMember(request, "pauseplan", "Meera Pillai");
  await buyPlan(request, member);
  const lovedOneId = await addLovedOne(request, member, SITA_DEVI);
  const serviceId = await serviceIdOf(request, "GEN-COMPANION");
  const booking = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 2 });

  await signInAs(page, member);
  await page.goto("/user/profile?tab=plan");
  const plan = page.getByRole("region", { name: "Your plan" });
  const ends = plan.locator("dt", { hasText: /^Ends$/ }).locator("xpath=following-sibling::dd[1]");
  const endBefore = (await ends.textContent()) ?? "";
  expect(endBefore).toMatch(/\d{4}/);

  await page.getByRole("button", { name: /^Cancel plan: / }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(PLAN_PAUSE_TEXT.offer)).toBeVisible();
  await dialog.getByRole("button", { name: PLAN_PAUSE_TEXT.pauseInstead }).click();
  await dialog.getByLabel(PLAN_PAUSE_TEXT.fromLabel).fill(booking.visit_date);
  await dialog.getByRole("radio", { name: PLAN_PAUSE_TEXT.months(1) }).check({ force: true });
  await expect(dialog.getByText(/^Paused from .+; visits resume on /)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: PLAN_PAUSE_TEXT.confirm }).click();
  await expect(dialog).toBeHidden();

  await expect(plan.getByText(/^Paused from .+; visits resume on .+; plan now ends on .+\.$/)).toBeVisible();
  await expect(ends).not.toHaveText(endBefore);
  const listed = await request.post("/api/users/getallbookings/", {
    headers: { authorization: `Bearer ${member.token}` },
    data: { page_index: 0, page_size: 10 },
  });
  const items = ((await listed.json()) as { Data: { items: { booking_id: number; status: string }[] } }).Data
    .items;
  expect(items.find((b) => b.booking_id === booking.booking_id)?.status).toBe("cancelled");
});

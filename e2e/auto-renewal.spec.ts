import { AUTO_RENEWAL_TEXT as T } from "@eldercare/contracts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { buyPlan, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/*
 * Automatic renewal (issue 47, decision 0097): on the plan card a family turns it on in the sandbox and
 * sees when the plan renews, for how much, and when the notice goes out. Every seeded annual plan costs
 * more than ₹15,000, so the renewal is a one-tap payment link sent with the notice, and the card says so.
 */

/** A day as the member's pages show it ("1 Dec 2026"), from "YYYY-MM-DD". */
const shownDay = (ymd: string) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${ymd}T12:00:00+05:30`));

interface Mandate {
  next_debit_date: string;
  notice_date: string;
  method: string;
  state: string;
}

test("a family turns on automatic renewal and sees the next renewal and notice dates", {
  tag: "@phone-only",
}, async ({ page, request }) => {
  const member = await createMember(request, "autorenew", "Nandini Rao");
  await buyPlan(request, member);
  const headers = { authorization: `Bearer ${member.token}` };

  await signInAs(page, member);
  await page.goto("/user/profile?tab=plan");
  const section = page.getByRole("region", { name: T.heading });
  await expect(section.getByText(T.off)).toBeVisible();
  await section.getByRole("button", { name: T.turnOn }).click();
  const dialog = page.getByRole("dialog", { name: T.confirmTitle });
  await expect(dialog.getByText(/^We will renew this plan on its last day/)).toBeVisible();
  // UPI AutoPay unless the family chooses a card.
  const payBy = dialog.getByRole("radiogroup", { name: T.payBy });
  await expect(payBy.getByRole("radio", { name: T.choiceLabels.upi })).toBeChecked();
  await expect(payBy.getByRole("radio", { name: T.choiceLabels.card })).not.toBeChecked();
  await dialog.getByRole("button", { name: T.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();

  // What the server holds, and the card saying the same.
  const profile = await request.post("/api/users/getprofiledata/", {
    headers,
    data: { user_id: member.userId },
  });
  const [plan] = ((await profile.json()) as { Data: { subscriptions: { subscription_id: number }[] } }).Data
    .subscriptions;
  const got = await request.post("/api/users/getautorenew/", {
    headers,
    data: { subscription_id: plan?.subscription_id },
  });
  expect(got.status(), await got.text()).toBe(200);
  const mandate = ((await got.json()) as { Data: { mandate: Mandate | null } }).Data.mandate;
  expect(mandate?.method).toBe("link");
  expect(mandate && mandate.notice_date < mandate.next_debit_date).toBe(true);

  const value = (label: string) =>
    section.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(value(T.nextDebit)).toHaveText(shownDay(mandate?.next_debit_date ?? ""));
  await expect(value(T.notice)).toHaveText(shownDay(mandate?.notice_date ?? ""));
  await expect(value(T.method)).toHaveText(T.methodLabels.link);
  await expect(section.getByText(T.overLimit)).toBeVisible();
  await expectNoAxeViolations(page);

  // Turned off again, the card says so.
  await section.getByRole("button", { name: T.turnOff }).click();
  await page.getByRole("dialog", { name: T.offTitle }).getByRole("button", { name: T.confirmOff }).click();
  await expect(section.getByText(T.off)).toBeVisible();
});

import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";
import { buyPlan, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Renewal (issue 28): "Renew" on the profile and on My bookings opens the plan dialog on the member's own
 * plan, says when the next period starts, charges no second registration fee, and the paid period shows
 * as the next plan.
 */

type Sub = { plan_type_name: string; start_date: string; end_date: string; status: string };

const day = (ymd: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${ymd}T00:00:00Z`));
const dayAfter = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const tier = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

async function plansOf(request: APIRequestContext, member: { token: string; userId: number }) {
  const res = await request.post("/api/users/getprofiledata/", {
    headers: { authorization: `Bearer ${member.token}` },
    data: { user_id: member.userId },
  });
  return ((await res.json()) as { Data: { subscriptions: Sub[] } }).Data.subscriptions;
}

const planDialog = (page: Page) => page.getByRole("dialog", { name: "Choose the Plans best for You" });

test.describe("renewing a plan", { tag: "@phone-only" }, () => {
  test("Renew on the profile buys the next period of the same plan, from the day after it ends", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, "renew", "Sunita Bose");
    await buyPlan(request, member);
    const [plan] = await plansOf(request, member);
    if (!plan) throw new Error("no plan bought");
    const nextStart = dayAfter(plan.end_date);

    await signInAs(page, member);
    await page.goto("/user/profile?tab=plan");
    await page.getByRole("button", { name: "Renew", exact: true }).click();
    const dialog = planDialog(page);
    await expect(dialog.getByText(`Renew ${tier(plan.plan_type_name)} from ${day(nextStart)}`)).toBeVisible();
    await expect(dialog.getByRole("radio", { name: tier(plan.plan_type_name) })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Annual" })).toBeChecked();
    // The registration fee was paid with the first plan: not charged again.
    const price = dialog.getByRole("region", { name: "Price of the chosen plan" });
    await expect(price).not.toContainText(/Registration fee₹/);
    await expectNoAxeViolations(page);

    await dialog
      .getByRole("combobox", { name: /^Your state, for the GST invoice/ })
      .selectOption({ label: "West Bengal" });
    await dialog.getByRole("button", { name: "PAY NOW" }).click();
    const success = page.getByRole("dialog", { name: "Payment Successful" });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await success.getByRole("button", { name: "VISIT PROFILE" }).click();

    // The current plan is unchanged; the renewal shows as the next one, from the day after.
    const current = page.getByRole("region", { name: "Your plan" });
    await expect(current.getByText("Active", { exact: true })).toBeVisible();
    await expect(current.getByText(new RegExp(`^Next: .+, from ${day(nextStart)} to `))).toBeVisible();
    const plans = await plansOf(request, member);
    expect(plans.map((p) => [p.status, p.start_date])).toEqual([
      ["active", plan.start_date],
      ["upcoming", nextStart],
    ]);

    // My bookings offers Renew too, now from the day after the paid-up period.
    const upcoming = plans[1] as Sub;
    await page.goto("/planandservicedetails");
    await page.getByRole("button", { name: "Renew", exact: true }).click();
    await expect(
      planDialog(page).getByText(
        `Renew ${tier(plan.plan_type_name)} from ${day(dayAfter(upcoming.end_date))}`,
      ),
    ).toBeVisible();
  });
});

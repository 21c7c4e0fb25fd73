import { readFile } from "node:fs/promises";
import type { SubscriptionPlan } from "@eldercare/contracts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";
import { latestCode } from "./inbox.ts";
import { createMember } from "./members.ts";
import { registerThroughDialog } from "./registration-dialog.ts";
import { signInAs } from "./session.ts";

/**
 * Choosing and paying for a plan (spec §2, §4, §9; issue 5): the plan dialog's choices and amounts,
 * PAY NOW → Payment Processing → Payment Successful → VISIT PROFILE, the plan tab and the GST invoice.
 * Payments go through the sandbox gateway, which confirms about a second after the order.
 */

type Plan = SubscriptionPlan;

const rupees = (n: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(n);

async function catalogue(request: APIRequestContext, tier: string, who: string, how: string): Promise<Plan> {
  const res = await request.get("/api/shared/fetchsubscriptionplans/");
  const plans = ((await res.json()) as { Data: { plans: Plan[] } }).Data.plans;
  const plan = plans.find(
    (p) =>
      p.plan_type_name === tier && p.beneficiary_count_dtls === who && p.frequency_of_payment_dtls === how,
  );
  if (!plan) throw new Error(`no ${tier}/${who}/${how} plan`);
  return plan;
}

const planDialog = (page: Page) => page.getByRole("dialog", { name: "Choose the Plans best for You" });

async function choose(dialog: Locator, tier: string, who: string, how: string) {
  for (const option of [tier, who, how]) {
    await dialog.getByRole("radio", { name: option }).click();
    await expect(dialog.getByRole("radio", { name: option })).toBeChecked();
  }
}

/** The amounts shown for the chosen plan, as label → value. */
async function expectAmounts(dialog: Locator, plan: Plan) {
  const price = dialog.getByRole("region", { name: "Price of the chosen plan" });
  const discount = Math.round(plan.plan_fee * plan.tier_saving) / 100;
  await expect(price.getByRole("definition").first()).toHaveText(rupees(plan.plan_fee));
  // A discount only when there is one; the saving after the total, as a saving.
  if (plan.tier_saving > 0)
    await expect(price).toContainText(`Discount (${plan.tier_saving}% off)− ${rupees(discount)}`);
  else await expect(price).not.toContainText("Discount");
  await expect(price).toContainText(`Total (GST included)${rupees(plan.plan_tier_amt)}`);
  if (plan.net_saving > 0)
    await expect(price).toContainText(
      `Total (GST included)${rupees(plan.plan_tier_amt)}You save${rupees(plan.net_saving)}`,
    );
  else await expect(price).not.toContainText("You save");
  if (plan.registration_fee === 0) await expect(price).not.toContainText("Registration fee");
  else if (plan.reg_fee_waived) await expect(price).toContainText("Registration feeWaived");
  else await expect(price).toContainText(`Registration fee${rupees(plan.registration_fee)}`);
}

/**
 * These members have no address yet, so the dialog asks for the state their GST invoice is billed to
 * (issue 25): PAY NOW without one says so, then the state is chosen.
 */
async function chooseBillingState(dialog: Locator, state = "West Bengal") {
  const field = dialog.getByRole("combobox", { name: /^Your state, for the GST invoice/ });
  await expect(field).toBeVisible();
  await field.selectOption({ label: state });
}

/** PAY NOW through to the success dialog; resolves with it. */
async function payAndSucceed(page: Page): Promise<Locator> {
  await chooseBillingState(planDialog(page));
  await planDialog(page).getByRole("button", { name: "PAY NOW" }).click();
  const processing = page.getByRole("dialog", { name: "Payment Processing" });
  await expect(processing).toBeVisible();
  await expect(processing.getByRole("button", { name: "Close" })).toHaveCount(0);
  const success = page.getByRole("dialog", { name: "Payment Successful" });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(processing).toBeHidden();
  return success;
}

async function expectActivePlanInProfile(page: Page, name: string, amount: number) {
  await expect(page).toHaveURL(/\/user\/profile\?tab=plan$/);
  await expect(page.getByRole("tab", { name: "Plan" })).toHaveAttribute("aria-selected", "true");
  const current = page.getByRole("region", { name: "Your plan" });
  await expect(current.getByText(name)).toBeVisible();
  await expect(current.getByText("Active", { exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "Payments and invoices" });
  await expect(history.getByText(`${rupees(amount)} · Paid`)).toBeVisible();
  await expect(history.getByRole("link", { name: /^Invoice SCR\/\d\d-\d\d\/\d{6}$/ })).toBeVisible();
}

// Phone only: families choose and pay mostly on phones, and the logic is the same at any size; the plan
// dialog's own layout is checked at both sizes in plans.spec.ts.
test.describe("subscribing to a plan", { tag: "@phone-only" }, () => {
  test("register → SUBSCRIBE NOW → gold, couple, quarterly → PAY NOW → Payment Successful → VISIT PROFILE shows the plan and its invoice", async ({
    page,
    request,
  }) => {
    // A long flow (registration with two codes, the gateway, the invoice): past 30 s on a busy machine.
    test.setTimeout(90_000);
    const plan = await catalogue(request, "gold", "Couple", "Quarterly");
    const { prompt } = await registerThroughDialog(page, request, "subscribe", "Nandini Bose");

    await prompt.getByRole("button", { name: "SUBSCRIBE NOW" }).click();
    const dialog = planDialog(page);
    await expect(dialog).toBeVisible();

    // Default: bronze, single, annual (spec §4).
    for (const option of ["Bronze", "Single", "Annual"]) {
      await expect(dialog.getByRole("radio", { name: option })).toBeChecked();
    }
    await expectAmounts(dialog, await catalogue(request, "bronze", "Single", "Annual"));
    await choose(dialog, "Gold", "Couple", "Quarterly");
    await expectAmounts(dialog, plan);
    await expectNoAxeViolations(page);

    const success = await payAndSucceed(page);
    await expect(success).toContainText("Gold plan, Couple, Quarterly");
    await expectNoAxeViolations(page);
    await success.getByRole("button", { name: "VISIT PROFILE" }).click();
    await expect(success).toBeHidden();
    await expectActivePlanInProfile(page, "Gold plan · Couple · Quarterly", plan.plan_tier_amt);
    await expectNoAxeViolations(page);

    // The invoice: printable page with the GST breakdown, and the same as a PDF.
    await page.getByRole("link", { name: /^Invoice SCR/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
    const invoice = page.getByRole("article", { name: /^Tax invoice SCR\// });
    await expect(invoice).toContainText("GSTIN: 19AAACS0000X1Z2");
    await expect(invoice).toContainText("Nandini Bose");
    await expect(invoice).toContainText("Elder care subscription: Gold plan, Couple, Quarterly");
    await expect(invoice).toContainText("CGST @ 9%");
    await expect(invoice).toContainText("SGST @ 9%");
    await expect(invoice).not.toContainText("IGST");
    await expect(invoice).toContainText(`Total${rupees(plan.plan_tier_amt)}`);
    await expect(invoice).toContainText("Rupees Thirty-One Thousand Three Hundred Fifty Only");
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-SCR-\d\d-\d\d-\d{6}\.pdf$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("from the plans page, a member's Choose Silver opens the dialog on silver and PAY NOW buys it", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, "plans-page", "Farhan Ali");
    await signInAs(page, member);
    const plan = await catalogue(request, "silver", "Single", "Annual");
    await page.goto("/plandetails");
    await page.getByRole("button", { name: "Choose Silver" }).click();
    const dialog = planDialog(page);
    await expect(dialog.getByRole("radio", { name: "Silver" })).toBeChecked();
    await expectAmounts(dialog, plan);
    const success = await payAndSucceed(page);
    await success.getByRole("button", { name: "VISIT PROFILE" }).click();
    await expectActivePlanInProfile(page, "Silver plan · Single · Annual", plan.plan_tier_amt);
  });

  test("a declined payment leaves no plan and says so; trying again succeeds", async ({ page, request }) => {
    const member = await createMember(request, "declined", "Rohit Sen");
    await signInAs(page, member);
    const declined = await request.post("/dev/sandbox/decline-next", { data: { phone: member.phone } });
    expect(declined.status()).toBe(200);
    await page.goto("/plandetails");
    await page.getByRole("button", { name: "Choose Bronze" }).click();
    const dialog = planDialog(page);
    await dialog.getByRole("button", { name: "PAY NOW" }).click();
    await expect(dialog.getByText("Please choose your state for the GST invoice")).toBeVisible();
    await chooseBillingState(dialog);
    await dialog.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page.getByRole("dialog", { name: "Payment Processing" })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Your payment could not be completed and you have not been charged. Please try again.",
      { timeout: 15_000 },
    );
    const profile = await request.post("/api/users/getprofiledata/", {
      headers: { authorization: `Bearer ${member.token}` },
      data: { user_id: member.userId },
    });
    expect(((await profile.json()) as { Data: { subscriptions: unknown[] } }).Data.subscriptions).toEqual([]);

    const success = await payAndSucceed(page);
    await success.getByRole("button", { name: "VISIT PROFILE" }).click();
    await expect(
      page.getByRole("region", { name: "Payments and invoices" }).getByText(/· Not completed$/),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Your plan" }).getByText("Active", { exact: true }),
    ).toBeVisible();
  });

  test("from the profile's plan tab: Loading plans... until the catalogue arrives, then the choices", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, "plan-tab", "Gita Rao");
    await signInAs(page, member);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/shared/fetchsubscriptionplans/", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/user/profile?tab=plan");
    await expect(page.getByText("You have no active plan yet.")).toBeVisible();
    await page.getByRole("button", { name: "Choose a plan" }).click();
    const dialog = planDialog(page);
    await expect(dialog.getByText("Loading plans...")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "PAY NOW" })).toHaveCount(0);
    release();
    await expect(dialog.getByRole("radio", { name: "Bronze" })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "PAY NOW" })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("a visitor is asked to log in at PAY NOW and comes back to the dialog with the same choice", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, "visitor-pay", "Lata Menon");
    await page.goto("/plandetails");
    await page.getByRole("button", { name: "Choose Gold" }).click();
    const dialog = planDialog(page);
    await choose(dialog, "Gold", "Single", "Quarterly");
    await expect(dialog.getByText("You will be asked to log in before paying.")).toBeVisible();
    await dialog.getByRole("button", { name: "PAY NOW" }).click();

    const login = page.getByRole("dialog", { name: "User Login" });
    await expect(login).toBeVisible();
    await login.getByLabel("Phone number").fill(member.phone);
    await login.getByRole("button", { name: "SEND OTP" }).click();
    await expect(login.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
    await page.keyboard.type(await latestCode(request, member.phone));

    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/plandetails$/);
    for (const option of ["Gold", "Single", "Quarterly"]) {
      await expect(dialog.getByRole("radio", { name: option })).toBeChecked();
    }
    await expect(dialog.getByText("You will be asked to log in before paying.")).toHaveCount(0);
    const success = await payAndSucceed(page);
    await expect(success).toContainText("Gold plan, Single, Quarterly");

    // The receipt is emailed with the invoice attached, and the dialog opens the invoice itself.
    await expect(success).toContainText("We have emailed you a receipt with your GST invoice attached.");
    await expect
      .poll(async () => {
        const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(member.email)}`);
        const { messages } = (await res.json()) as {
          messages: { subject: string; attachments?: { filename: string; content_type: string }[] }[];
        };
        return messages.find((m) => m.subject.includes("received"))?.attachments;
      })
      .toEqual([
        {
          filename: expect.stringMatching(/^invoice-SCR-\d\d-\d\d-\d{6}\.pdf$/),
          content_type: "application/pdf",
          bytes: expect.any(Number),
        },
      ]);
    await success.getByRole("button", { name: "OPEN INVOICE" }).click();
    await expect(success).toBeHidden();
    await expect(page).toHaveURL(/\/user\/invoices\/\d+$/);
    await expect(page.getByRole("article", { name: /^Tax invoice SCR\// })).toContainText(
      "Elder care subscription: Gold plan, Single, Quarterly",
    );
  });
});

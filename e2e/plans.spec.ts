import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

interface Inclusion {
  kind: string;
  label: string;
  detail: string | null;
  monthly_allowance: number | null;
}

/** One line of a "what's included" list as a person reads it. */
const line = (i: Inclusion) => (i.detail === null ? i.label : `${i.label}: ${i.detail}`);

interface Plan {
  plan_type_name: string;
  beneficiary_count_dtls: "Single" | "Couple";
  frequency_of_payment_dtls: "Annual" | "Quarterly";
  plan_fee: number;
  plan_tier_amt: number;
  tier_saving: number;
  registration_fee: number;
  reg_fee_waived: 0 | 1;
}

/** Indian grouping with paise, written out by hand so the test does not reuse the app's formatter. */
function rupees(amount: number): string {
  const [whole = "0", paise = "00"] = amount.toFixed(2).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},` : ""}${last3}.${paise}`;
}

// Desktop only: no page at all, so once is enough.
test("rupees() groups the Indian way", { tag: "@desktop-only" }, () => {
  expect(rupees(120000)).toBe("₹1,20,000.00");
  expect(rupees(2400)).toBe("₹2,400.00");
  expect(rupees(13780.5)).toBe("₹13,780.50");
  expect(rupees(12345678)).toBe("₹1,23,45,678.00");
});

// Sizes: families compare plans mostly on phones, so the API's figures are checked at phone size only; the
// plan dialog, which is laid out for a phone (its choices scroll, PAY NOW stays at the bottom), at both.
test.describe("plans page", () => {
  test("shows every plan from the API: fee, discount, registration fee and total in rupees", {
    tag: "@phone-only",
  }, async ({ page, request }) => {
    const plans = (
      (await (await request.get("/api/shared/fetchsubscriptionplans/")).json()) as { Data: { plans: Plan[] } }
    ).Data.plans;
    await page.goto("/plandetails");
    for (const tier of ["bronze", "silver", "gold"]) {
      const table = page.getByRole("table", { name: new RegExp(tier, "i") });
      await expect(table).toBeVisible();
      for (const beneficiaries of ["Single", "Couple"] as const) {
        const group = table.getByRole("rowgroup").filter({ hasText: beneficiaries });
        const of = (f: "Annual" | "Quarterly") =>
          plans.find(
            (p) =>
              p.plan_type_name === tier &&
              p.beneficiary_count_dtls === beneficiaries &&
              p.frequency_of_payment_dtls === f,
          )!;
        const [annual, quarterly] = [of("Annual"), of("Quarterly")];
        const row = (label: string) =>
          group.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
        await expect(row("Plan fee").getByRole("cell")).toHaveText([
          rupees(annual.plan_fee),
          rupees(quarterly.plan_fee),
        ]);
        // Discount = tier_saving percent of plan_fee, with its percentage; no ₹0.00 for no discount.
        const discount = (p: Plan) =>
          p.tier_saving > 0
            ? `${rupees(Math.round(p.plan_fee * p.tier_saving) / 100)}${p.tier_saving}% off`
            : "No discount";
        if (annual.tier_saving === 0 && quarterly.tier_saving === 0) {
          await expect(row("Discount")).toHaveCount(0);
        } else {
          await expect(row("Discount").getByRole("cell")).toHaveText([discount(annual), discount(quarterly)]);
        }
        await expect(row("Discount")).not.toContainText("₹0.00");
        await expect(row("Total").getByRole("cell")).toHaveText([
          rupees(annual.plan_tier_amt),
          rupees(quarterly.plan_tier_amt),
        ]);
        // One word for a fee that is not charged, waived or never due.
        const regText = (p: Plan) =>
          p.reg_fee_waived || p.registration_fee === 0 ? "Waived" : rupees(p.registration_fee);
        if (annual.registration_fee === 0 && quarterly.registration_fee === 0) {
          await expect(row("Registration fee")).toHaveCount(0);
        } else {
          await expect(row("Registration fee").getByRole("cell")).toHaveText([
            regText(annual),
            regText(quarterly),
          ]);
        }
      }
    }
    // The seeded catalogue has the cases the rules are about.
    await expect(page.getByText("₹1,20,000.00")).toBeVisible();
    await expect(page.getByText("Waived").first()).toBeVisible();
    await expect(page.getByText("Nil", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("choosing a tier opens the plan dialog; its saving shows below the total, not among the charges", {
    tag: "@both",
  }, async ({ page }) => {
    await page.goto("/plandetails");
    await page.getByRole("button", { name: "Choose Gold" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the Plans best for You" });
    await expect(dialog).toBeVisible();
    const terms = dialog.locator("dl dt");
    await expect(terms.last()).toHaveText("You save");
    await expect(terms.filter({ hasText: "Net saving" })).toHaveCount(0);
    const labels = await terms.allTextContents();
    const total = labels.findIndex((l) => l.startsWith("Total (GST included)"));
    expect(total).toBeGreaterThanOrEqual(0);
    expect(labels.indexOf("You save")).toBeGreaterThan(total);
    // Beside PAY NOW: how the payment is processed (this server's sandbox takes no money).
    await expect(dialog.getByText(/^Test payments: no money is taken\..*never reach us\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the Plans page and the plan dialog list what the chosen tier includes, from the API", {
    tag: "@phone-only",
  }, async ({ page, request }) => {
    const inclusions = (
      (await (await request.get("/api/shared/fetchsubscriptionplans/")).json()) as {
        Data: { inclusions: { plan_type_name: string; items: Inclusion[] }[] };
      }
    ).Data.inclusions;
    const of = (tier: string) => inclusions.find((i) => i.plan_type_name === tier)?.items ?? [];
    expect(of("gold").map((i) => i.kind)).toContain("care_manager");
    expect(of("bronze").map((i) => i.kind)).not.toContain("care_manager");

    await page.goto("/plandetails");
    for (const tier of ["Bronze", "Silver", "Gold"]) {
      const list = page.getByRole("region", { name: `What's included in ${tier}` }).getByRole("listitem");
      await expect(list).toHaveText(of(tier.toLowerCase()).map(line));
    }
    await expect(
      page.getByRole("region", { name: "What's included in Silver" }).getByText("4 a month"),
    ).toBeVisible();

    await page.getByRole("button", { name: "Choose Gold" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the Plans best for You" });
    const included = (tier: string) =>
      dialog.getByRole("region", { name: `What's included in ${tier}` }).getByRole("listitem");
    await expect(included("Gold")).toHaveText(of("gold").map(line));
    await expect(included("Gold").filter({ hasText: "Dedicated care manager" })).toBeVisible();
    await dialog.getByRole("radio", { name: "Bronze" }).click();
    await expect(included("Bronze")).toHaveText(of("bronze").map(line));
    await expect(dialog.getByText("Dedicated care manager")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

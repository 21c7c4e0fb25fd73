import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe("web shell", () => {
  // Both sizes: the page frame (header and footer), and axe on a home page laid out differently on a phone.
  test("the home page renders with the tagline, header and footer", { tag: "@both" }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Let us look after your loved ones for you.",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("English");
    await expect(page.getByRole("contentinfo")).toContainText("2025");
    await expect(page).toHaveTitle(/SeniorCare Relief/);
    await expectNoAxeViolations(page);
  });

  // Phone only (families): routing, the same at any size.
  test("an unknown route shows the not-found page", { tag: "@phone-only" }, async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(200); // the app shell answers; the router shows not-found
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await page.getByRole("link", { name: /home/i }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Let us look after your loved ones for you.",
    );
  });

  // Phone only (families compare plans on phones): data from the API, the same at any size.
  test("the plan catalogue from the API appears on the plans page in rupees", { tag: "@phone-only" }, async ({
    page,
  }) => {
    const api = await (await page.request.get("/api/shared/fetchsubscriptionplans/")).json();
    await page.goto("/plandetails");
    expect(api.Data.plans).toHaveLength(12);
    // Gold couple annual costs ₹1,20,000 in the seeded catalogue: shown with Indian grouping and paise.
    await expect(page.getByText("₹1,20,000.00").first()).toBeVisible();
    for (const tier of ["Bronze", "Silver", "Gold"]) {
      await expect(page.getByRole("table", { name: new RegExp(tier, "i") })).toBeVisible();
    }
    await expect(page.getByText("Waived").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Desktop only: no page at all, so once is enough.
  test("an unknown API path answers with the JSON envelope, not the web app", {
    tag: "@desktop-only",
  }, async ({ request }) => {
    const res = await request.get("/api/shared/nothing-here/");
    expect(res.status()).toBe(404);
    const body = await res.json();
    expect(body.Errors.System_Errors[0].Code).toBe("SE006");
  });
});

import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** Every public route of spec §2, with the h1 each must show. */
const ROUTES: Array<[path: string, heading: string | RegExp]> = [
  ["/", "Let us look after your loved ones for you."],
  ["/aboutus", /about/i],
  ["/services/consulting", /services/i],
  ["/faq", "Frequently Asked Questions"],
  ["/plandetails", "Plans and Pricing"],
  ["/service/booking", /book/i],
  ["/documents/terms-and-conditions", "Terms and Conditions"],
  ["/documents/no-such-document", "Document Not Found"],
  ["/no/such/page", "Page not found"],
];

for (const [path, heading] of ROUTES) {
  test(`${path}: one h1, its own title and description, no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/\| SeniorCare Relief$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(40);
    // Body text stays readable for older eyes: at least 16 px.
    const bodySize = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
    expect(bodySize).toBeGreaterThanOrEqual(16);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}

test("every page has a different title", async ({ page }) => {
  const titles = new Set<string>();
  for (const [path] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(ROUTES.length);
});

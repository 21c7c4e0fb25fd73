import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Phone only: the error screen works the same at any size; the visitors who meet it are mostly families.
test("a page that fails to load shows 'Something went wrong.' with details, and Reload Page recovers", {
  tag: "@phone-only",
}, async ({ page }) => {
  await page.goto("/");
  // The page's code cannot be fetched, as after a release that removed the old files.
  await page.route(/\/assets\/document-page-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong.");
  await expect(page.getByRole("banner")).toBeVisible(); // the header and footer stay usable
  await page.getByText("Error details").click();
  await expect(page.locator("details pre")).not.toBeEmpty();
  await expectNoAxeViolations(page);

  await page.unroute(/\/assets\/document-page-[^/]+\.js$/);
  await page.getByRole("button", { name: "Reload Page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

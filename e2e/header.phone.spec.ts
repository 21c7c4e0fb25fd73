import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe("header on a phone", () => {
  test("the menu toggle opens and closes the menu by touch", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.tap();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: "FAQ" }).tap();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(nav).toBeHidden(); // navigating closes the menu
  });

  test("the menu works with the keyboard, and Escape returns focus to the toggle", async ({ page }) => {
    await page.goto("/aboutus");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("Services in the phone menu scrolls to the chosen section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("button", { name: "Services" }).tap();
    await page.getByRole("menuitem", { name: "Emergency Assistance" }).tap();
    await expect(page).toHaveURL(/\/services\/consulting#emergency$/);
    await expect(page.locator("section#emergency")).toBeInViewport();
    await expect(page.locator("section#emergency")).toHaveAttribute("data-highlighted", "true");
  });

  test("ENQUIRE NOW and the avatar stay on the top row and open their dialogs", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "ENQUIRE NOW" }).tap();
    await expect(page.getByRole("dialog", { name: "Your Peace of Mind Starts Here" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).tap();
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).tap();
    await expect(page.getByRole("dialog", { name: "User Login" })).toBeVisible();
  });

  test("the brand name, ENQUIRE NOW, the avatar and the toggle fit on one row without overlapping", async ({
    page,
  }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const boxes = await Promise.all(
        [
          page.getByRole("banner").getByRole("link", { name: "SeniorCare Relief" }),
          page.getByRole("banner").getByRole("button", { name: "ENQUIRE NOW" }),
          page.getByRole("banner").getByRole("button", { name: "Log in" }),
          page.getByRole("button", { name: "Open menu" }),
        ].map(async (l) => (await l.boundingBox())!),
      );
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i - 1]!.x + boxes[i - 1]!.width).toBeLessThanOrEqual(boxes[i]!.x);
        expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(30);
      }
      expect(boxes[3]!.x + boxes[3]!.width).toBeLessThanOrEqual(width);
      // The name is not clipped inside its link.
      const clipped = await page
        .getByRole("banner")
        .getByRole("link", { name: "SeniorCare Relief" })
        .evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped).toBe(false);
    }
  });

  test("is not sticky on /plandetails", async ({ page }) => {
    await page.goto("/plandetails");
    await expect(page.getByRole("banner")).toHaveCSS("position", "relative");
    await page.goto("/");
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
  });
});

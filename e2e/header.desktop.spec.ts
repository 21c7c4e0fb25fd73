import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { glowDuration, recordGlow } from "./glow.ts";
import { seedSession } from "./session.ts";

test.describe("header on a desktop", () => {
  test("shows every public item in order", async ({ page }) => {
    await page.goto("/aboutus");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("listitem")).toHaveText([
      "Home",
      "Services",
      "About Us",
      "Plans",
      "Registration",
      "Newsroom (coming soon)",
      "FAQ",
    ]);
    // All on one row, none wrapped onto a second line.
    const boxes = await Promise.all(
      (await nav.getByRole("listitem").all()).map(async (li) => (await li.boundingBox())!),
    );
    for (const box of boxes) {
      expect(box.height).toBeLessThan(50);
      expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(2);
    }
    // Newsroom is listed but is not a link.
    await expect(nav.getByRole("link", { name: /Newsroom/ })).toHaveCount(0);
    // It reads as plain text: not the links' weight, no pointer.
    const style = (name: RegExp) =>
      nav
        .getByRole("listitem")
        .filter({ hasText: name })
        .locator(":scope > *")
        .evaluate((el) => ({ weight: getComputedStyle(el).fontWeight, cursor: getComputedStyle(el).cursor }));
    expect(await style(/^Newsroom/)).toEqual({ weight: "400", cursor: "default" });
    expect((await style(/^FAQ$/)).weight).not.toBe("400");
    await expect(page.getByRole("banner").getByRole("button", { name: "ENQUIRE NOW" })).toBeVisible();
  });

  test("the logo and the page links go where they say", async ({ page }) => {
    await page.goto("/faq");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "SeniorCare Relief" }).click();
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, path, heading] of [
      ["About Us", "/aboutus", /About/],
      ["Plans", "/plandetails", "Plans and Pricing"],
      ["FAQ", "/faq", "Frequently Asked Questions"],
      ["Home", "/", "Let us look after your loved ones for you."],
    ] as const) {
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    }
  });

  test("Services opens the five assistance types; each scrolls to its section, which glows for 2 seconds", async ({
    page,
  }) => {
    await recordGlow(page);
    await page.goto("/");
    const sections = [
      ["General Assistance", "general"],
      ["Emergency Assistance", "emergency"],
      ["Medical Assistance", "medical"],
      ["Geriatric Care", "geriatric"],
      ["Logistics & Convenience", "logistics"],
    ] as const;
    await page.getByRole("button", { name: "Services" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(sections.map(([label]) => label));
    await page.keyboard.press("Escape");

    for (const [label, id] of [sections[3], sections[0], sections[4]]) {
      await page.getByRole("button", { name: "Services" }).click();
      await page.getByRole("menuitem", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/services/consulting#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect(section).toBeInViewport();
      // It glowed and stopped: recorded in the page as it happened, so a test slowed by a busy machine
      // (the scroll outlasting the glow) still sees it. The glow lasts 2 s (spec §9: 2000 ms), measured
      // by the page's own clock (the render lands a few ms after the timer starts).
      expect(await glowDuration(page, id)).toBeGreaterThan(1900);
      await expect(section).not.toHaveAttribute("data-highlighted", "true");
    }
  });

  // One test per dialog: three axe scans in one test outlasted its 30 s on a loaded CI machine.
  for (const [name, title] of [
    ["Registration", "Register Now"],
    ["ENQUIRE NOW", "Your Peace of Mind Starts Here"],
    ["Log in", "User Login"],
  ] as const) {
    test(`${name} opens its dialog, which passes axe and closes on Escape`, async ({ page }) => {
      await page.goto("/");
      const trigger =
        name === "Registration"
          ? page.getByRole("navigation", { name: "Main" }).getByRole("button", { name })
          : page.getByRole("banner").getByRole("button", { name });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  }

  test("is sticky on every page except /plandetails", async ({ page }) => {
    for (const [path, sticky] of [
      ["/", "sticky"],
      ["/faq", "sticky"],
      ["/services/consulting", "sticky"],
      ["/plandetails", "relative"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toHaveCSS("position", sticky);
    }
    // Scrolled well down a page, the header stays in view, except on /plandetails.
    const scrollDown = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    };
    await page.goto("/");
    await expect(page.getByRole("table").first()).toBeVisible(); // the page is long once plans load
    await scrollDown();
    await expect(page.getByRole("banner")).toBeInViewport();
    await page.goto("/plandetails");
    await expect(page.getByRole("table").first()).toBeVisible();
    await scrollDown();
    await expect(page.getByRole("banner")).not.toBeInViewport();
  });

  test("a member sees no Registration item, and their initials on the avatar", async ({ page }) => {
    await seedSession(page, {
      kind: "user",
      user: { user_name: "Anita Sen", email: "anita@example.com", user_id: 7 },
    });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Plans" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Registration" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByText("AS", { exact: true })).toBeVisible();
  });

  test("an administrator sees none of the public items", async ({ page }) => {
    await seedSession(page, {
      kind: "admin",
      admin: { user_name: "Operations Desk", email: "ops@example.com" },
    });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "SeniorCare Relief" })).toBeVisible();
    await expect(header.getByRole("navigation")).toHaveCount(0);
    for (const name of ["Home", "About Us", "Plans", "FAQ", "Newsroom"]) {
      await expect(header.getByText(name, { exact: true })).toHaveCount(0);
    }
    await expect(header.getByRole("button", { name: /Services|ENQUIRE NOW|Registration/ })).toHaveCount(0);
    await expect(header.getByText("OD", { exact: true })).toBeVisible();
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core (WCAG 2.x A/AA) on the page and fails with a readable list of violations. Toasts are left
 * out unless asked for: they fade in and out on their own timers, so a toast caught mid-fade reads as low
 * contrast. A test that checks a toast holds it still first (hovering pauses it) and passes
 * `{ toasts: true }`. `{ targetSize: true }` adds WCAG 2.2 AA (target-size).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { toasts?: boolean; targetSize?: boolean } = {},
) {
  // Measure the settled page: text fading in (a toast, a dialog) would read as low contrast mid-way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (!options.toasts) builder.exclude("[data-sonner-toaster]");
  // WCAG 2.2's target size (24 px, not covered by another element such as a sticky header), where a
  // test asks for it (issue 42): the suite's tags are WCAG 2.1's.
  if (options.targetSize) builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

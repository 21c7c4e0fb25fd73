// Every browser test imports `test` and `expect` from here. A prerendered public page shows its content
// before the app has loaded (apps/web/src/boot.ts), and its buttons do nothing until the app has hydrated
// it; a person waits for the page to respond, so the tests wait for the app's mark after each navigation.
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Waits for the app to have rendered the page; pages that are not the app (the inbox) pass at once. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.dataset.appReady !== undefined,
  );
}

/** Makes `page.goto` and `page.reload` return once the app is ready, for pages a test opens itself. */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}

/** The size tags (playwright.config.ts says which project runs which). */
const SIZE_TAGS = ["@both", "@phone-only", "@desktop-only"] as const;

/**
 * A test outside the `*.desktop.spec.ts` / `*.phone.spec.ts` files says at which size it runs with exactly
 * one size tag, on itself or on its `test.describe`; one without fails here, before it does anything.
 */
function checkSizeTag(file: string, tags: readonly string[]): void {
  if (/\.(desktop|phone)\.spec\.ts$/.test(file)) return;
  const sizes = tags.filter((tag) => (SIZE_TAGS as readonly string[]).includes(tag));
  if (sizes.length === 1) return;
  throw new Error(
    `Give this test (or its test.describe) exactly one size tag, { tag: "@both" }, "@phone-only" or ` +
      `"@desktop-only": the rule is at the top of playwright.config.ts. It has ${sizes.join(" and ") || "none"}.`,
  );
}

export const test = base.extend<{ sizeTag: undefined }>({
  sizeTag: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      checkSizeTag(testInfo.file, testInfo.tags);
      await use(undefined);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
});

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

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
});

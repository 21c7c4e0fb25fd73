import { expect, type Page, test } from "./fixtures.ts";
import { createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * One content frame (issue 15): the home sections, the Plans block, content pages, the footer and, from
 * tablet width up, the header's brand all start at the same x position.
 */

async function leftOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return Math.round(box?.x ?? -1);
}

const PAGES: ReadonlyArray<{ path: string; content: string[] }> = [
  { path: "/", content: ["#what-we-do", "#companions", "#kinds-of-help", "#plans-title"] },
  // The first tier card (its heading sits inside the card's padding).
  { path: "/plandetails", content: ["main h1", "main div:has(> h2)"] },
  { path: "/aboutus", content: ["main h1", "#who-we-are"] },
  { path: "/faq", content: ["main h1"] },
  { path: "/documents/privacy-policy", content: ["main h1"] },
];

// Both sizes: where things start on the page is layout.
for (const { path, content } of PAGES) {
  test(`${path} starts its content, footer and header at one left edge`, { tag: "@both" }, async ({
    page,
  }) => {
    await page.goto(path);
    const edge = await leftOf(page, "footer h2");
    for (const selector of content) expect(await leftOf(page, selector), selector).toBe(edge);
    const width = page.viewportSize()?.width ?? 0;
    // On phones the header keeps 12 px sides so the brand, ENQUIRE NOW, avatar and menu fit one row.
    if (width >= 640) expect(await leftOf(page, "header a[href='/']")).toBe(edge);
  });
}

// Phone only (families): the browser console's warnings, the same at any size.
test("lazily loaded pages start without React Router's HydrateFallback warning", {
  tag: "@phone-only",
}, async ({ page, request }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const member = await createMember(request, "hydrate-fallback", "Kavya Rao");
  await signInAs(page, member);
  for (const path of ["/faq", "/plandetails", "/documents/terms-and-conditions", "/user/profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
});

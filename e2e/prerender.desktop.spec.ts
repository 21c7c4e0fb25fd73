import { expect, type Page, test } from "./fixtures.ts";

// Public pages arrive as HTML with their content (issue 14): what a search engine, a link preview or a
// phone on a slow network sees before any JavaScript runs. Then the page hydrates and works as before.

const PUBLIC_PAGES: ReadonlyArray<{ path: string; heading: string; content: RegExp }> = [
  { path: "/", heading: "Let us look after your loved ones for you.", content: /₹23,600\.00/ },
  { path: "/aboutus", heading: "About Us", content: /SeniorCare Relief/ },
  { path: "/services/consulting", heading: "Our Services", content: /Emergency Assistance/ },
  { path: "/plandetails", heading: "Plans and Pricing", content: /₹24,000\.00/ },
  { path: "/faq", heading: "Frequently Asked Questions", content: /General/ },
  { path: "/documents/privacy-policy", heading: "Privacy Policy", content: /On this page/ },
  { path: "/documents/terms-and-conditions", heading: "Terms and Conditions", content: /On this page/ },
];

const h1Of = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .trim();

/** Console errors and uncaught exceptions, hydration mismatches included. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.describe("public pages are sent as HTML with their content", () => {
  for (const { path, heading, content } of PUBLIC_PAGES) {
    test(`${path}: heading and content are in the HTML, with search and link-preview tags`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["x-robots-tag"]).toBeUndefined();
      const html = await res.text();
      expect(h1Of(html)).toContain(heading);
      expect(html).toMatch(content);
      expect(html).not.toContain('name="robots"');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| SeniorCare Relief" \/>/);
      expect(html).toContain('<meta name="twitter:card" content="summary" />');
      expect(html).toContain('"@type":"Organization"');
      expect(html.match(/<title>/g)).toHaveLength(1);
    });
  }

  test("the FAQ page describes its questions for search engines", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "{}") as { "@type": string; mainEntity?: Array<{ name: string }> },
    );
    const faqPage = data.find((d) => d["@type"] === "FAQPage");
    expect(faqPage?.mainEntity?.length).toBeGreaterThan(3);
    // Every question listed is one the page shows.
    for (const question of faqPage?.mainEntity ?? []) expect(html).toContain(question.name.slice(0, 20));
  });

  test("with JavaScript off, the home page still shows its heading, the plan table and the footer", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Let us look after your loved ones for you.",
    );
    await expect(page.getByRole("table").first()).toContainText("₹23,600.00");
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
    await context.close();
  });
});

test.describe("members' and admins' pages stay out of search engines", () => {
  test("they are sent with noindex, and robots.txt and sitemap.xml name only the public pages", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/user/profile", "/planandservicedetails", "/admin/dashboard", "/admin/members"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["x-robots-tag"], path).toBe("noindex");
      expect(await res.text(), path).toContain('<meta name="robots" content="noindex" />');
    }

    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const rules = await robots.text();
    expect(rules).toContain("Disallow: /admin/");
    expect(rules).toContain("Disallow: /user/");
    expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual(expect.arrayContaining(PUBLIC_PAGES.map((p) => `${baseURL}${p.path}`)));
    expect(urls).toHaveLength(12);
    expect(urls.filter((u) => /\/(user|admin)\/|planandservicedetails/.test(u ?? ""))).toEqual([]);
  });

  test("a member's page in the browser carries noindex too", async ({ page }) => {
    await page.goto("/user/profile");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("after hydration the pages work as before", () => {
  test("Plans page: the plan dialog opens from a tier; the header navigates; no hydration errors", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/plandetails");
    await page.getByRole("button", { name: "Choose Gold" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the Plans best for You" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Gold" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page).toHaveTitle("Frequently Asked Questions | SeniorCare Relief");
    expect(errors).toEqual([]);
  });

  test("home page: the login dialog, the Services menu and a document from the footer; no hydration errors", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Services" }).click();
    await page.getByRole("menuitem", { name: "Geriatric Care" }).click();
    await expect(page).toHaveURL(/\/services\/consulting#geriatric$/);

    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("heading", { level: 2, name: "On this page" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the page is painted before the app's scripts are asked for, and the app then takes over", async ({
    context,
  }) => {
    // A page of its own (not the fixture's, which waits for the app after navigating), whose boot
    // script is held back: the page must paint from its HTML alone and ask for nothing else meanwhile.
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/plandetails", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "Plans and Pricing" })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    expect(scripts.filter((path) => !path.includes("/boot-"))).toEqual([]);

    release();
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    expect(scripts.filter((path) => !path.includes("/boot-")).length).toBeGreaterThan(1);
    await page.close();
  });

  test("a prerendered document hydrates in place: its text is never replaced by a loading message", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/documents/cookie-policy");
    await expect(page.getByRole("heading", { level: 2, name: "On this page" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading the document" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

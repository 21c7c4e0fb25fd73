import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/** Spec §2 "Document pages": the seven slugs and their titles, in footer order. */
const DOCUMENTS = [
  { slug: "terms-and-conditions", title: "Terms and Conditions" },
  { slug: "privacy-policy", title: "Privacy Policy" },
  { slug: "safety-security-policy", title: "Safety and Security Policy" },
  { slug: "cookie-policy", title: "Cookie Policy" },
  { slug: "disclaimer", title: "Disclaimer" },
  { slug: "partner-privacy-policy", title: "Partner Privacy Policy" },
  { slug: "cancellation-refund", title: "Cancellation and Refund Policy" },
] as const;

const TAGLINE = "Let us look after your loved ones for you.";

/** Waits until the document's text (loaded on demand) is on the page. */
async function expectDocumentText(page: Page) {
  await expect(
    page.getByRole("navigation", { name: "On this page" }).getByRole("link").first(),
  ).toBeVisible();
}

test.describe("legal documents", () => {
  // Two groups of pages, so that the two workers share the seven axe scans.
  for (const group of [DOCUMENTS.slice(0, 4), DOCUMENTS.slice(4)]) {
    test(`document pages ${group.map((doc) => doc.slug).join(", ")}: title, date, breadcrumb, support and policy links, related documents`, async ({
      page,
    }) => {
      test.slow(); // several pages, each with an axe scan
      for (const { slug, title } of group) {
        await page.goto(`/documents/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} | SeniorCare Relief`);
        const lead = (await page.locator("h1 + p").textContent()) ?? "";
        expect(lead.length, `${slug} has a description`).toBeGreaterThan(40);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", lead);
        await expect(page.getByText("Last updated: August 2025", { exact: true })).toBeVisible();

        const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
        await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
        await expect(breadcrumb).toContainText("Documents");
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);

        await expectDocumentText(page);
        await expect(page.getByRole("heading", { level: 2, name: /^1\. / })).toBeVisible();

        await expect(page.getByRole("link", { name: "Contact support", exact: true })).toHaveAttribute(
          "href",
          /^mailto:[^@\s]+@[^@\s]+$/,
        );
        const help = page.getByRole("region", { name: "Questions about this document?" });
        await expect(help.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute(
          "href",
          "/documents/privacy-policy",
        );
        await expect(help.getByRole("link", { name: "Terms and Conditions", exact: true })).toHaveAttribute(
          "href",
          "/documents/terms-and-conditions",
        );

        const related = page.getByRole("navigation", { name: "Related documents" }).getByRole("link");
        const count = await related.count();
        expect(count, `${slug} related documents`).toBeGreaterThanOrEqual(1);
        expect(count, `${slug} related documents`).toBeLessThanOrEqual(6);
        const hrefs = await related.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        const names = await related.allTextContents();
        expect(hrefs).not.toContain(`/documents/${slug}`);
        expect(names.map((name) => name.trim())).not.toContain(title);
        for (const href of hrefs) {
          expect(DOCUMENTS.map((doc) => `/documents/${doc.slug}`)).toContain(href);
        }

        await expectNoAxeViolations(page);
      }
    });
  }

  test("an unknown document shows the not-found text and leads back home", async ({ page }) => {
    await page.goto("/documents/no-such-document");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document Not Found");
    await expect(
      page.getByText("The document you are looking for does not exist or may have been moved.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "The document you are looking for does not exist or may have been moved.",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAGLINE);
  });

  test("every footer document link opens its document", async ({ page }) => {
    await page.goto("/");
    for (const { slug, title } of DOCUMENTS) {
      await page.getByRole("contentinfo").getByRole("link", { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/documents/${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("the cancellation and refund policy states the key terms, and its contents links jump to sections", async ({
    page,
  }) => {
    await page.goto("/documents/cancellation-refund");
    await expectDocumentText(page);
    const main = page.getByRole("main");
    await expect(main).toContainText(/at least 15 days[’']\s*written notice/);
    await expect(main).toContainText("100% refund less administrative charges");
    await expect(main).toContainText("pro-rated refund");
    await expect(main).toContainText("up to 20% of the total fees");
    await expect(main).toContainText("non-refundable once used or scheduled");
    await expect(main).toContainText("within 15 working days");
    await expect(main).toContainText("Indian Rupees (INR)");
    await expect(main).toContainText("original payment method");
    await expect(main).toContainText("courts in Kolkata");

    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: /How refunds are paid/ }).click();
    await expect(page).toHaveURL(/#how-refunds-are-paid$/);
    await expect(page.getByRole("heading", { level: 2, name: /How refunds are paid/ })).toBeInViewport();
  });

  test("a related document link opens that document", async ({ page }) => {
    await page.goto("/documents/cookie-policy");
    const related = page.getByRole("navigation", { name: "Related documents" });
    await related.getByRole("link", { name: "Safety and Security Policy" }).click();
    await expect(page).toHaveURL(/\/documents\/safety-security-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety and Security Policy");
    await expectDocumentText(page);
  });
});

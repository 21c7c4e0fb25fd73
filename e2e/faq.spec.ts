import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

const SUBMITTED = "Thank you! Your question has reached our team. We will reply within one working day.";

interface ApiFaq {
  category: string;
  question: string;
  answer: string;
}

async function openFaqPage(page: Page) {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(page.getByRole("heading", { level: 2, name: "General" })).toBeVisible();
}

/** The question form, found by its heading; it loads as a visitor scrolls near it, as a person would. */
async function questionForm(page: Page) {
  const region = page.getByRole("region", { name: "Ask us a question" });
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole("button", { name: "Send question" })).toBeVisible();
  return region;
}

/** A question text no other test or project sends. */
function uniqueQuestion(label: string) {
  return `Do you visit Howrah on weekends? (${label}, ${test.info().project.name}, ${Date.now()})`;
}

// Phone only: the list, search and question form behave the same at any size, and families read them on
// phones (public-routes.desktop.spec.ts runs axe on /faq at desktop size).
test.describe("FAQ page", { tag: "@phone-only" }, () => {
  test("lists the FAQs by category and opens an answer", async ({ page }) => {
    await openFaqPage(page);
    await expect(page).toHaveTitle(/^Frequently Asked Questions \| SeniorCare Relief$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /FAQ|questions/i);

    const headings = page.getByRole("heading", { level: 2 });
    for (const category of ["General", "Plans & Payments", "Cancellations & Refunds"]) {
      await expect(headings.filter({ hasText: category })).toHaveCount(1);
    }

    const question = page.getByRole("button", { name: "What do you do?" });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("We look after elderly parents for families")).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("We look after elderly parents for families")).toBeVisible();

    // Keyboard: the next question opens with Enter.
    const next = page.getByRole("button", { name: "Do you provide medical treatment?" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(next).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Our care is non-medical")).toBeVisible();

    await page.getByRole("button", { name: "Open all answers" }).click();
    await expect(page.getByRole("button", { name: "Close all answers" })).toBeVisible();
    await expect(page.getByText("Refunds are processed within 15 working days")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("search narrows the list, counts the matches and says when nothing matches", async ({
    page,
    request,
  }) => {
    const api = await (await request.get("/api/shared/getallfaqs/")).json();
    const faqs: ApiFaq[] = api.Data.faqs;
    const refundFaqs = faqs.filter((f) => `${f.question} ${f.answer}`.toLowerCase().includes("refund"));
    expect(refundFaqs.length).toBeGreaterThan(1);
    expect(refundFaqs.length).toBeLessThan(faqs.length);

    await openFaqPage(page);
    const search = page.getByRole("searchbox", { name: "Search questions" });
    await search.fill("refund");
    await expect(page.getByText(`${refundFaqs.length} questions match “refund”`)).toBeVisible();
    const shownQuestions = page.locator("main h3 button");
    await expect(shownQuestions).toHaveCount(refundFaqs.length);
    await expect(shownQuestions).toHaveText(refundFaqs.map((f) => f.question));
    await expect(page.getByRole("heading", { level: 2, name: "Cancellations & Refunds" })).toBeVisible();
    const refundCategories = new Set(refundFaqs.map((f) => f.category));
    for (const category of new Set(faqs.map((f) => f.category))) {
      if (refundCategories.has(category)) continue;
      await expect(page.getByRole("heading", { level: 2, name: category })).toHaveCount(0);
    }

    // Case does not matter.
    await search.fill("REFUND");
    await expect(page.getByText(`${refundFaqs.length} questions match “REFUND”`)).toBeVisible();

    await search.fill("zzqxv wibble");
    await expect(page.getByRole("status").filter({ hasText: "No questions match" })).toHaveText(
      "No questions match “zzqxv wibble”. Ask us below.",
    );
    await expect(shownQuestions).toHaveCount(0);
    await page.getByRole("link", { name: "Ask us below." }).click();
    await expect(page).toHaveURL(/#ask-question$/);
    await expect(page.getByRole("heading", { level: 2, name: "Ask us a question" })).toBeInViewport();

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(shownQuestions).toHaveCount(faqs.length);
  });

  test("the empty form and a short question show the contract's messages", async ({ page }) => {
    await openFaqPage(page);
    const form = await questionForm(page);
    await expect(form.getByText("0/1000")).toBeVisible();
    await form.getByRole("button", { name: "Send question" }).click();

    await expect(form.getByText("Full name is required")).toBeVisible();
    await expect(form.getByText("Please provide a phone number or an email address")).toBeVisible();
    await expect(form.getByText("Please enter your question")).toBeVisible();
    const name = form.getByRole("textbox", { name: /Full name/ });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Full name is required");
    await expectNoAxeViolations(page);

    // The name keeps letters and spaces; the phone keeps 10 digits.
    await name.fill("Anita9 Sen!");
    await expect(name).toHaveValue("Anita Sen");
    await expect(form.getByText("Full name is required")).toBeHidden();
    const phone = form.getByRole("textbox", { name: /Phone/ });
    await phone.fill("+91 98300-12345");
    await expect(phone).toHaveValue("9830012345");
    await expect(form.getByText("Please provide a phone number or an email address")).toBeHidden();

    const question = form.getByRole("textbox", { name: /Question/ });
    await question.fill("Too short");
    await expect(form.getByText("Question must be at least 10 characters")).toBeVisible();
    await expect(form.getByText("9/1000")).toBeVisible();
    await expect(question).toHaveAttribute("aria-invalid", "true");
  });

  test("a valid question is sent once and confirmed", async ({ page, request }) => {
    await openFaqPage(page);
    const form = await questionForm(page);
    const payload = {
      user_name: "Anita Sen",
      email: "anita.sen@example.com",
      phone: "9830012345",
      question: uniqueQuestion("sent"),
    };
    await form.getByRole("textbox", { name: /Full name/ }).fill(payload.user_name);
    await form.getByRole("textbox", { name: /Email/ }).fill(payload.email);
    await form.getByRole("textbox", { name: /Phone/ }).fill(payload.phone);
    await form.getByRole("textbox", { name: /Question/ }).fill(payload.question);

    const sent = page.waitForResponse((r) => r.url().includes("/api/shared/createquestion/"));
    await form.getByRole("button", { name: "Send question" }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual(payload);
    const questionId = (await response.json()).Data.question_id;

    const confirmation = form.getByRole("status");
    await expect(confirmation).toContainText("Question sent");
    await expect(confirmation).toContainText(SUBMITTED);
    await expect(confirmation).toBeFocused();
    // Said once, where the person is looking: not repeated as a toast.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    // Stored: the same question again is recognised as the same one.
    const again = await request.post("/api/shared/createquestion/", { data: payload });
    expect(again.status()).toBe(200);
    expect((await again.json()).Data.question_id).toBe(questionId);

    // Asking another keeps the contact details and clears the question.
    await form.getByRole("button", { name: "Ask another question" }).click();
    const question = form.getByRole("textbox", { name: /Question/ });
    await expect(question).toHaveValue("");
    await expect(question).toBeFocused();
    await expect(form.getByRole("textbox", { name: /Full name/ })).toHaveValue(payload.user_name);
  });

  test("a refusal from the server shows its first business error", async ({ page }) => {
    let calls = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/shared/createquestion/", async (route) => {
      calls += 1;
      await released;
      await route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          Data: null,
          Errors: {
            Business_Errors: [
              { Code: "BE001", Message: "Please provide valid details" },
              { Code: "BE001", Message: "A second problem that is not shown" },
            ],
            System_Errors: [],
            Warnings: [],
            Info: [],
          },
        }),
      });
    });
    await openFaqPage(page);
    const form = await questionForm(page);
    await form.getByRole("textbox", { name: /Full name/ }).fill("Ravi Kumar");
    await form.getByRole("textbox", { name: /Email/ }).fill("ravi@example.com");
    await form.getByRole("textbox", { name: /Question/ }).fill(uniqueQuestion("refused"));
    // A double click sends once; the button says it is busy until the answer arrives.
    await form.getByRole("button", { name: "Send question" }).dblclick();
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
    release();

    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Please provide valid details");
    await expect(alert).toBeFocused();
    await expect(page.getByText("A second problem that is not shown")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Send question" })).toBeEnabled();
    expect(calls).toBe(1);
    // The message is shown beside the form only, not repeated as a toast.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("another failure shows its own message", async ({ page }) => {
    await page.route("**/api/shared/createquestion/", (route) =>
      route.fulfill({ status: 503, contentType: "text/plain", body: "down" }),
    );
    await openFaqPage(page);
    const form = await questionForm(page);
    await form.getByRole("textbox", { name: /Full name/ }).fill("Ravi Kumar");
    await form.getByRole("textbox", { name: /Phone/ }).fill("9876543210");
    await form.getByRole("textbox", { name: /Question/ }).fill(uniqueQuestion("unavailable"));
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Service temporarily unavailable. Please try again later.",
    );
  });

  test("a failed FAQ load offers to try again", async ({ page }) => {
    let fail = true;
    await page.route("**/api/shared/getallfaqs/", (route) =>
      fail
        ? route.fulfill({ status: 502, contentType: "text/plain", body: "bad gateway" })
        : route.fallback(),
    );
    // /faq itself arrives with its questions; coming from another page, the browser fetches them.
    await page.goto("/aboutus");
    const menu = page.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "We could not load the questions." });
    await expect(alert).toContainText("Server temporarily unavailable. Please try again later.");
    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "General" })).toBeVisible();
  });
});

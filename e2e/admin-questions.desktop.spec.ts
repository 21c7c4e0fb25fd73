import { adminToken, seedAdminSession } from "./admin.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueContact } from "./inbox.ts";

/**
 * A visitor's question answered as an FAQ (issue 25): the visitor is told once, by email, with the
 * answer, and the console says so. The operations desk works at a desk: desktop size.
 */
test("answering a visitor's question emails them the answer, and the console says they were told", async ({
  page,
  request,
}) => {
  const { email } = uniqueContact("asker");
  const tag = `q${Date.now()}`;
  const question = `Do your companions speak Odia? ${tag}`;
  const asked = await request.post("/api/shared/createquestion/", {
    data: { user_name: "Meera Das", email, question },
  });
  expect(asked.status()).toBe(200);
  const { question_id: questionId } = ((await asked.json()) as { Data: { question_id: number } }).Data;

  await seedAdminSession(page, await adminToken(request, "desktop"));
  await page.goto("/admin/faqs");
  await page.getByLabel("Search questions").fill(tag);
  const questions = page.getByTestId("admin-questions-list");
  await expect(questions).toContainText(question);
  await questions.getByRole("button", { name: `Answer as FAQ question #${questionId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Answer as FAQ" });
  await dialog.getByLabel("Category").fill("Companions");
  const answer = "Yes. Tell us the language when you book and we send a companion who speaks it.";
  await dialog.getByLabel("Answer").fill(answer);
  await dialog.getByRole("button", { name: "Publish answer" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Question status").selectOption({ label: "All statuses" });
  const answered = questions.getByRole("article").filter({ hasText: question });
  await expect(answered.getByTestId("visitor-told")).toHaveText("The visitor was emailed the answer.");

  // The email reached the visitor (the development inbox stands in for their mailbox), once.
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
      return messages.filter((m) => m.text.includes(answer)).map((m) => m.subject);
    })
    .toEqual(["Your question to SeniorCare Relief has been answered"]);
});

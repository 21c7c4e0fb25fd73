import { readFile } from "node:fs/promises";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { buyPlan, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

type Member = Awaited<ReturnType<typeof createMember>>;

/** A member with a plan who has asked to cancel it through the API, on a fresh quote. */
async function memberAskingToCancel(request: APIRequestContext, prefix: string, name: string) {
  const member = await createMember(request, prefix, name);
  await buyPlan(request, member);
  const headers = { authorization: `Bearer ${member.token}` };
  const profile = await request.post("/api/users/getprofiledata/", {
    headers,
    data: { user_id: member.userId },
  });
  const [plan] = ((await profile.json()) as { Data: { subscriptions: { subscription_id: number }[] } }).Data
    .subscriptions;
  if (!plan) throw new Error("no plan bought");
  const quoted = await request.post("/api/users/getcancellationquote/", {
    headers,
    data: { subscription_id: plan.subscription_id },
  });
  const { quote } = ((await quoted.json()) as { Data: { quote: { effective_date: string; refund: number } } })
    .Data;
  const asked = await request.post("/api/users/cancelsubscription/", {
    headers,
    data: {
      subscription_id: plan.subscription_id,
      effective_date: quote.effective_date,
      refund: quote.refund,
      reason: "Moving to Pune",
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return { member, quote };
}

const cardOf = (page: import("@playwright/test").Page, member: Member) =>
  page.getByRole("listitem").filter({ hasText: member.email });

/**
 * Cancelling a plan (issue 28, decision 0055): the quote comes first, line by line, then the member's
 * written notice; the request waits for the team, and the plan's dialog shows it when opened again.
 */
test.describe("cancelling a plan", { tag: "@phone-only" }, () => {
  test("a member sees the quote, gives notice with a reason, and sees the request waiting", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, "cancelplan", "Anjali Sen");
    await buyPlan(request, member);

    await signInAs(page, member);
    await page.goto("/user/profile?tab=plan");
    await page.getByRole("button", { name: /^Cancel plan: / }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your plan?" });
    // The answer first, on the phone's first screen (issue 41): the refund and the last day of cover.
    await expect(dialog.getByTestId("quote-refund")).toHaveText(/^₹[\d,]+\.\d{2}$/);
    await expect(dialog.getByTestId("quote-refund")).toBeInViewport();
    const lastDay = dialog.getByText(/^Your plan covers you until \d{1,2} \w{3} \d{4}, its last day\.$/);
    await expect(lastDay).toBeInViewport();
    await expect(
      dialog.getByText("Until then visits go ahead as usual, and you can still book them."),
    ).toBeVisible();
    // Bought today: the days covered are the 15 days' notice, named so; the plan fee is shown.
    await expect(dialog.getByText("Days covered", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Plan days used")).toHaveCount(0);
    const working = dialog.getByText(
      /^The plan fee for the \d+ days after your plan stops: ₹[\d,.]+ × \d+ ÷ \d+\.$/,
    );
    await expect(working).toBeHidden();
    await dialog.getByText("How we worked this out").click();
    await expect(working).toBeVisible();
    await expect(
      dialog.getByText(/^All within the 15 days' notice the policy asks for: your plan runs until /),
    ).toBeVisible();
    await expect(dialog.getByText(/10% of the plan fee of ₹[\d,.]+\.$/)).toBeVisible();
    await expect(dialog.getByText(/never more than 20%/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Ask to cancel" }).click();
    await expect(dialog.getByText("Please tell us why you are cancelling")).toBeVisible();
    await dialog
      .getByRole("textbox", { name: /Why are you cancelling/ })
      .fill("Moving to Pune with my mother");
    await dialog.getByRole("button", { name: "Ask to cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText("We have your cancellation request. Our team will confirm it within 2 working days."),
    ).toBeVisible();

    // The plan's card says so, with what happens next; no second Cancel and no Renew (issue 41).
    const plan = page.getByRole("region", { name: "Your plan" });
    await expect(
      plan.getByText(/^Cancellation requested on \d{1,2} \w{3} \d{4}: waiting for our team$/),
    ).toBeVisible();
    await expect(
      plan.getByText(/^Our team will confirm it within 2 working days and email you\./),
    ).toBeVisible();
    await expect(plan.getByRole("button", { name: /^Cancel plan/ })).toHaveCount(0);
    await expect(plan.getByRole("button", { name: "Renew" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Opened from the card: the request, not a second form.
    await page.getByRole("button", { name: /^See the cancellation request: / }).click();
    await expect(dialog.getByText(/^Cancellation requested: your plan stops on /)).toBeVisible();
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the team approves with a lower charge and a note; the plan then ends the day before and the refund is processed", async ({
    page,
    request,
  }, testInfo) => {
    const { member, quote } = await memberAskingToCancel(request, "approveplan", "Kavita Ghosh");
    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    await page.goto("/admin/refunds");
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Waiting" });
    const card = cardOf(page, member);
    await expect(card.getByText("Moving to Pune")).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: /^Approve/ }).click();
    const dialog = page.getByRole("dialog", { name: "Approve this cancellation?" });
    const charge = dialog.getByRole("textbox", { name: /Administrative charge/ });
    await charge.fill("100");
    await dialog.getByRole("button", { name: "Approve and stop the plan" }).click();
    await expect(dialog.getByText("Please note why the charge is lowered")).toBeVisible();
    await dialog
      .getByRole("textbox", { name: /Note for the family/ })
      .fill("Moving for her care: charge reduced");
    await dialog.getByRole("button", { name: "Approve and stop the plan" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Approved" });
    await expect(cardOf(page, member).getByText("Moving for her care: charge reduced")).toBeVisible();
    await expect(cardOf(page, member).getByText("₹100.00", { exact: true })).toBeVisible();

    // The member's plan now ends the day before the date it stops.
    const lastDay = new Date(`${quote.effective_date}T00:00:00Z`);
    lastDay.setUTCDate(lastDay.getUTCDate() - 1);
    const shown = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(lastDay);
    await signInAs(page, member);
    await page.goto("/user/profile?tab=plan");
    await expect(
      page.getByRole("region", { name: "Your plan" }).getByText(shown, { exact: true }),
    ).toBeVisible();
    // The refund goes to the sandbox gateway by itself, and the member sees it processed.
    const mine = page.getByRole("dialog", { name: "Cancel your plan?" });
    // The card says it is cancelled and its last day, the same as its Ends line; nothing to cancel or
    // renew (issue 42).
    const planCard = page.getByRole("region", { name: "Your plan" });
    await expect(
      planCard.getByText(`Cancelled: cover ends on ${shown}. No visits after that day.`),
    ).toBeVisible();
    await expect(planCard.getByRole("button", { name: /^Cancel plan/ })).toHaveCount(0);
    await expect(planCard.getByRole("button", { name: "Renew" })).toHaveCount(0);
    await expect(async () => {
      await page.getByRole("button", { name: /^See the cancellation request: / }).click();
      await expect(mine.getByText(/^Cancellation approved: your plan stops on /)).toBeVisible();
      try {
        await expect(mine.getByText(/^Refund of ₹[\d,]+\.\d{2}: Refunded$/)).toBeVisible({ timeout: 2_000 });
      } finally {
        await mine.getByRole("button", { name: "Done" }).click();
      }
    }).toPass({ timeout: 45_000 });

    // The refund's GST credit note: listed with the payment, opened, and downloaded as a PDF.
    await page.reload();
    const history = page.getByRole("region", { name: "Payments and invoices" });
    await expect(history.getByText(/^Refund of ₹[\d,]+\.\d{2}: Refunded$/)).toBeVisible();
    await history.getByRole("link", { name: /^Credit note SCN\/\d\d-\d\d\/\d{6}$/ }).click();
    const note = page.getByRole("article", { name: /^Credit note SCN\// });
    await expect(note).toBeVisible();
    await expect(note.getByText(/^SCR\/\d\d-\d\d\/\d{6} of /)).toBeVisible();
    await expect(note.getByText(/^Plan cancelled from /)).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^credit-note-SCN-\d\d-\d\d-\d{6}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the team declines with a reason the family reads, and the plan goes on", async ({
    page,
    request,
  }, testInfo) => {
    const { member } = await memberAskingToCancel(request, "declineplan", "Ritu Basu");
    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    await page.goto("/admin/refunds");
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Waiting" });
    await cardOf(page, member)
      .getByRole("button", { name: /^Decline/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Decline this cancellation?" });
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await expect(dialog.getByText("Please give the member a reason")).toBeVisible();
    await dialog
      .getByRole("textbox", { name: "Why is it declined?" })
      .fill("Please call us: we can pause visits instead");
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Declined" });
    await expect(cardOf(page, member).getByText("Please call us: we can pause visits instead")).toBeVisible();
  });
});

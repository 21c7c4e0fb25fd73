import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { buyPlan, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Cancelling a plan (issue 28, decision 0055): the quote comes first, line by line, then the member's
 * written notice; the request waits for the team, and the plan's dialog shows it when opened again.
 */
test.describe("cancelling a plan", { tag: "@both" }, () => {
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
    // Bought today: the 15 days' notice ends after the start, so the plan's unused days come back.
    await expect(dialog.getByText(/^Your plan stops on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(dialog.getByText("Plan days used", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Your refund", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^10% of the total fees, never more than 20%/)).toBeVisible();
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

    // Opened again: the request, not a second form.
    await page.getByRole("button", { name: /^Cancel plan: / }).click();
    await expect(dialog.getByText(/^Cancellation requested: your plan stops on /)).toBeVisible();
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  });
});

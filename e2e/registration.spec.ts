import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueContact } from "./inbox.ts";
import {
  fields,
  fillDetails,
  M,
  openRegistration,
  registerThroughDialog,
  verifyContact,
} from "./registration-dialog.ts";

// Sizes: families register mostly on phones, so the rules and messages run at phone size only. The whole
// registration runs at both sizes (the fields are in one column on a phone, two on a desktop, and the number
// must stay readable beside Generate OTP; the avatar appears in each header), and so does axe on the dialog.
test.describe("Registration", () => {
  test("registers a member with verified phone and email, then SUBSCRIBE LATER", { tag: "@both" }, async ({
    page,
    request,
  }) => {
    const contact = uniqueContact("reg");
    const dialog = await openRegistration(page);
    const f = fields(dialog);
    await expect(f.name).toBeFocused();
    await expect(f.next).toBeDisabled();
    await expect(f.generatePhone).toBeDisabled();
    await expect(f.idType).toHaveValue("1");

    await verifyContact(dialog, request, "phone", contact.phone, { tryWrong: true });
    await expect(f.next).toBeDisabled();
    await verifyContact(dialog, request, "email", contact.email, { tryWrong: true });
    await expect(f.next).toBeDisabled();

    await fillDetails(dialog, "Asha Verma");
    await expect(f.next).toBeEnabled();
    await f.consent.uncheck();
    await expect(dialog.getByText(M.consent)).toBeVisible();
    await expect(f.next).toBeDisabled();
    await f.consent.check();
    await expect(f.next).toBeEnabled();

    await f.next.click();
    await expect(dialog).toBeHidden();
    const prompt = page.getByRole("dialog", { name: "Registration Successful" });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("button", { name: "SUBSCRIBE NOW" })).toBeVisible();
    await prompt.getByRole("button", { name: "SUBSCRIBE LATER" }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole("banner").getByText("AV", { exact: true })).toBeVisible();
  });

  test("SUBSCRIBE NOW opens the plans", { tag: "@phone-only" }, async ({ page, request }) => {
    const { prompt } = await registerThroughDialog(page, request, "regnow", "Ravi Kumar");
    await prompt.getByRole("button", { name: "SUBSCRIBE NOW" }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Choose the Plans best for You" })).toBeVisible();
  });

  test("shows every field's validation message", { tag: "@phone-only" }, async ({ page }) => {
    const dialog = await openRegistration(page);
    const f = fields(dialog);

    // Full name: letters and single spaces only are kept while typing.
    await f.name.pressSequentially("A");
    await f.name.press("Tab");
    await expect(dialog.getByText(M.nameMin)).toBeVisible();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await f.name.fill("");
    await expect(dialog.getByText(M.nameRequired)).toBeVisible();
    await f.name.pressSequentially(" ");
    await expect(dialog.getByText(M.nameOnlySpaces)).toBeVisible();
    await f.name.fill("");
    await f.name.pressSequentially("Asha1  ");
    await expect(f.name).toHaveValue("Asha ");
    await expect(dialog.getByText(M.nameEdgeSpaces)).toBeVisible();
    await f.name.fill("A".repeat(51));
    await expect(dialog.getByText(M.nameMax)).toBeVisible();
    await f.name.fill("Asha Verma");
    await expect(f.name).not.toHaveAttribute("aria-invalid");

    // Phone and email formats; Generate OTP waits for a valid value.
    await f.phone.pressSequentially("98a765");
    await expect(f.phone).toHaveValue("98765");
    await f.phone.press("Tab");
    await expect(dialog.getByText(M.phoneInvalid)).toBeVisible();
    await expect(f.generatePhone).toBeDisabled();
    await f.email.fill("asha@");
    await f.email.press("Tab");
    await expect(dialog.getByText(M.emailInvalid)).toBeVisible();
    await expect(f.generateEmail).toBeDisabled();

    // Relationship: a third choice is refused with a 3-second warning; none chosen is an error.
    await dialog.getByText("Self", { exact: true }).click();
    await dialog.getByText("Spouse", { exact: true }).click();
    await dialog.getByText("Father", { exact: true }).click();
    const warning = dialog.getByRole("alert").filter({ hasText: M.relationshipMax });
    await expect(warning).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Father" })).not.toBeChecked();
    await expect(warning).toBeHidden({ timeout: 5000 });
    await dialog.getByText("Self", { exact: true }).click();
    await dialog.getByText("Spouse", { exact: true }).click();
    await expect(dialog.getByText(M.relationshipRequired)).toBeVisible();

    // ID number rules per type, re-checked when the type changes.
    await f.idNumber.fill("234567890123");
    await f.idNumber.press("Tab");
    await expect(dialog.getByText(M.aadhaarInvalid)).toBeVisible();
    await f.idNumber.fill("2345");
    await expect(dialog.getByText(M.aadhaarFormat)).toBeVisible();
    await f.idType.selectOption("2");
    await expect(f.idNumber).toHaveAttribute("maxlength", "10");
    await f.idNumber.fill("abcde123");
    await expect(f.idNumber).toHaveValue("ABCDE123");
    await expect(dialog.getByText(M.panFormat)).toBeVisible();
    await f.idType.selectOption("3");
    await expect(dialog.getByText(M.passportFormat)).toBeVisible();

    // Consent is required.
    await f.consent.check();
    await f.consent.uncheck();
    await expect(dialog.getByText(M.consent)).toBeVisible();
    const terms = dialog.getByRole("link", { name: /Terms and Conditions/ });
    await expect(terms).toHaveAttribute("href", "/documents/terms-and-conditions");
    await expect(terms).toHaveAttribute("target", "_blank");

    await expect(f.next).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test("the open dialog passes axe with a code sent", { tag: "@both" }, async ({ page }) => {
    const contact = uniqueContact("regaxe");
    const dialog = await openRegistration(page);
    await expectNoAxeViolations(page);
    const f = fields(dialog);
    await f.phone.fill(contact.phone);
    await f.generatePhone.click();
    await expect(f.phoneOtp).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a phone already registered gets the server's message and no OTP input", {
    tag: "@phone-only",
  }, async ({ page, request }) => {
    const { contact, prompt } = await registerThroughDialog(page, request, "regdup", "Meera Das");
    await prompt.getByRole("button", { name: "SUBSCRIBE LATER" }).click();

    // A fresh visitor (no session) tries the same phone.
    await page.evaluate(() => window.localStorage.clear());
    const dialog = await openRegistration(page);
    const f = fields(dialog);
    await f.phone.fill(contact.phone);
    await f.generatePhone.click();
    await expect(
      dialog.getByRole("alert").filter({ hasText: "This phone number is already registered." }),
    ).toBeVisible();
    await expect(f.phoneOtp).toHaveCount(0);
    await expect(f.phone).toBeEditable();
  });
});

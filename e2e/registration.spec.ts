import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { latestCode, uniqueContact } from "./inbox.ts";
import { expectWholeValueVisible } from "./layout.ts";

const M = {
  nameRequired: "Full name is required",
  nameMin: "Name must be at least 2 characters",
  nameMax: "Name cannot exceed 50 characters",
  nameEdgeSpaces: "Name cannot start or end with spaces",
  nameOnlySpaces: "Name cannot contain only spaces",
  phoneInvalid: "Please enter a valid 10-digit phone number",
  emailInvalid: "Please enter a valid email address",
  relationshipRequired: "At least one relationship is required",
  relationshipMax: "Maximum limit reached! You can select up to 2 options. Remove one to add another.",
  panFormat: "PAN format should be ABCDE1234F",
  aadhaarFormat: "Aadhaar number must be 12 digits",
  aadhaarInvalid: "Please enter a valid Aadhaar number",
  passportFormat: "Passport format should be A1234567",
  consent: "Please accept the Terms and Conditions and the Privacy Policy",
  phoneOtpInvalid: "Please enter valid phone OTP",
  emailOtpInvalid: "Please enter valid email OTP",
};

async function openRegistration(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("main").getByRole("button", { name: "Register now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Register Now" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const fields = (dialog: Locator) => ({
  name: dialog.getByRole("textbox", { name: /^Full name/ }),
  phone: dialog.getByRole("textbox", { name: /^Phone number/ }),
  email: dialog.getByRole("textbox", { name: /^Email(?! OTP)/ }),
  phoneOtp: dialog.getByRole("textbox", { name: "Phone OTP" }),
  emailOtp: dialog.getByRole("textbox", { name: "Email OTP" }),
  generatePhone: dialog.getByRole("button", { name: "Generate OTP for phone number" }),
  generateEmail: dialog.getByRole("button", { name: "Generate OTP for email" }),
  verifyPhone: dialog.getByRole("button", { name: "Verify phone number" }),
  verifyEmail: dialog.getByRole("button", { name: "Verify email" }),
  idType: dialog.getByRole("combobox", { name: /^ID type/ }),
  idNumber: dialog.getByRole("textbox", { name: /^(Aadhaar|PAN|Passport|Voter ID|ID) number/ }),
  consent: dialog.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }),
  next: dialog.getByRole("button", { name: "NEXT" }),
});

/** A code that is not `code` (same length, last digit changed). */
function wrongCode(code: string): string {
  return code.slice(0, 5) + ((Number(code[5]) + 1) % 10);
}

async function verifyContact(
  dialog: Locator,
  request: APIRequestContext,
  channel: "phone" | "email",
  value: string,
  opts: { tryWrong?: boolean } = {},
) {
  const f = fields(dialog);
  const input = channel === "phone" ? f.phone : f.email;
  await input.fill(value);
  await (channel === "phone" ? f.generatePhone : f.generateEmail).click();
  const otp = channel === "phone" ? f.phoneOtp : f.emailOtp;
  await expect(otp).toBeFocused();
  // While the code is out, the ten digits it went to stay readable in full (a long email address
  // may scroll in its box; the code panel spells it out).
  if (channel === "phone") await expectWholeValueVisible(input);
  await expect(otp).toHaveAttribute("autocomplete", "one-time-code");
  const code = await latestCode(request, value);
  const verify = channel === "phone" ? f.verifyPhone : f.verifyEmail;
  if (opts.tryWrong) {
    await otp.fill(wrongCode(code));
    await verify.click();
    await expect(dialog.getByText(channel === "phone" ? M.phoneOtpInvalid : M.emailOtpInvalid)).toBeVisible();
    await expect(otp).toHaveAttribute("aria-invalid", "true");
  }
  await otp.fill(code);
  await verify.click();
  await expect(
    dialog
      .getByRole("status")
      .filter({ hasText: `Verified ${channel === "phone" ? "phone number" : "email"}` }),
  ).toBeVisible();
  await expect(input).not.toBeEditable();
  await expect(otp).toBeHidden();
}

async function fillDetails(dialog: Locator, name: string) {
  const f = fields(dialog);
  await f.name.fill(name);
  await dialog.getByText("Mother", { exact: true }).click();
  await f.idType.selectOption("2");
  await f.idNumber.fill("abcde1234f");
  await expect(f.idNumber).toHaveValue("ABCDE1234F");
  await f.consent.check();
}

async function registerThroughDialog(page: Page, request: APIRequestContext, prefix: string, name: string) {
  const contact = uniqueContact(prefix);
  const dialog = await openRegistration(page);
  await verifyContact(dialog, request, "phone", contact.phone);
  await verifyContact(dialog, request, "email", contact.email);
  await fillDetails(dialog, name);
  await fields(dialog).next.click();
  await expect(dialog).toBeHidden();
  const prompt = page.getByRole("dialog", { name: "Registration Successful" });
  await expect(prompt).toBeVisible();
  return { contact, prompt };
}

test.describe("Registration", () => {
  test("registers a member with verified phone and email, then SUBSCRIBE LATER", async ({
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

  test("SUBSCRIBE NOW opens the plans", async ({ page, request }) => {
    const { prompt } = await registerThroughDialog(page, request, "regnow", "Ravi Kumar");
    await prompt.getByRole("button", { name: "SUBSCRIBE NOW" }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Choose the Plans best for You" })).toBeVisible();
  });

  test("shows every field's validation message", async ({ page }) => {
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

  test("the open dialog passes axe with a code sent", async ({ page }) => {
    const contact = uniqueContact("regaxe");
    const dialog = await openRegistration(page);
    await expectNoAxeViolations(page);
    const f = fields(dialog);
    await f.phone.fill(contact.phone);
    await f.generatePhone.click();
    await expect(f.phoneOtp).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a phone already registered gets the server's message and no OTP input", async ({ page, request }) => {
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

import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { latestCode, uniqueContact } from "./inbox.ts";
import { expectWholeValueVisible } from "./layout.ts";

/** Driving the Register Now dialog (spec §2, §4, §5): fields, code verification and the whole registration. */

/** The registration dialog's messages (spec §5). */
export const M = {
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

export async function openRegistration(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("main").getByRole("button", { name: "Register now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Register Now" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const fields = (dialog: Locator) => ({
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
export function wrongCode(code: string): string {
  return code.slice(0, 5) + ((Number(code[5]) + 1) % 10);
}

export async function verifyContact(
  dialog: Locator,
  request: APIRequestContext,
  channel: "phone" | "email",
  value: string,
  /** tryWrong: a wrong code first; inbox: the address the code goes to, when not +91 and the value. */
  opts: { tryWrong?: boolean; inbox?: string } = {},
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
  const code = await latestCode(request, opts.inbox ?? value);
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

export async function fillDetails(dialog: Locator, name: string) {
  const f = fields(dialog);
  await f.name.fill(name);
  await dialog.getByText("Mother", { exact: true }).click();
  await f.idType.selectOption("2");
  await f.idNumber.fill("abcde1234f");
  await expect(f.idNumber).toHaveValue("ABCDE1234F");
  await f.consent.check();
}

export async function registerThroughDialog(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  name: string,
) {
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

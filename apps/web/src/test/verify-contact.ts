import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** What the code step of a phone or email field is called on screen. */
const NAMES = {
  phone: {
    value: /^Phone number/,
    generate: /^Generate OTP\s*for phone number/,
    otp: /^Phone OTP/,
    verified: /^Verified phone number$/,
  },
  email: {
    value: /^Email/,
    generate: /^Generate OTP\s*for email/,
    otp: /^Email OTP/,
    verified: /^Verified email$/,
  },
} as const;

/** Types a phone or email, asks for a code, types `code` and presses Verify, as a person would. */
export async function verifyContact(
  user: UserEvent,
  channel: "phone" | "email",
  value: string,
  code = "123456",
): Promise<void> {
  const names = NAMES[channel];
  await user.type(screen.getByRole("textbox", { name: names.value }), value);
  await user.click(screen.getByRole("button", { name: names.generate }));
  await user.type(await screen.findByRole("textbox", { name: names.otp }), code);
  await user.click(screen.getByRole("button", { name: /^Verify/ }));
}

/** The "Verified" mark of a phone or email field, once its code has been accepted. */
export const verifiedMark = (channel: "phone" | "email") =>
  screen.findByText(
    (_, element) => element?.tagName === "P" && NAMES[channel].verified.test(element.textContent ?? ""),
  );

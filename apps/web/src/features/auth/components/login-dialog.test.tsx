// @vitest-environment jsdom
import { ERROR_CODES, OTP_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { type Handlers, refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { LoginDialog } from "./login-dialog.tsx";

const MEERA = { user_id: 41, user_name: "Meera Iyer", email: "meera@example.com" };
const SENT: Handlers = { generateOtp: { Message: SUCCESS_MESSAGES.otpSent, resend_timeout: 2 } };

function open() {
  const view = renderWithApp(<LoginDialog kind="user" open onOpenChange={() => undefined} />, { path: "/" });
  const dialog = screen.getByRole("dialog", { name: "User Login" });
  return { ...view, dialog, send: () => within(dialog).getByRole("button", { name: "SEND OTP" }) };
}

describe("LoginDialog", () => {
  it("keeps SEND OTP off until the phone or email is valid, and says why in the contract's words", async () => {
    stubApi({});
    const { user, dialog, send } = open();
    const phone = within(dialog).getByRole("textbox", { name: /^Phone number/ });
    expect(send()).toBeDisabled();
    await user.type(phone, "98300");
    await user.tab();
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.phoneInvalid)).toBeVisible();
    expect(send()).toBeDisabled();
    await user.type(phone, "12345");
    await waitFor(() => expect(send()).toBeEnabled());

    await user.click(within(dialog).getByRole("radio", { name: "Email" }));
    const email = within(dialog).getByRole("textbox", { name: /^Email address/ });
    await waitFor(() => expect(send()).toBeDisabled());
    await user.type(email, "meera@");
    await user.tab();
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.emailInvalid)).toBeVisible();
    await user.type(email, "example.com");
    await waitFor(() => expect(send()).toBeEnabled());
  });

  it("sends a code, logs in when the sixth digit is typed and opens the profile", async () => {
    const api = stubApi({ ...SENT, userLogin: MEERA });
    const { user, dialog, send, location } = open();
    await user.type(within(dialog).getByRole("textbox", { name: /^Phone number/ }), "9830012345");
    await user.click(send());

    expect(await within(dialog).findByText(/^Enter the 6-digit OTP sent to/)).toHaveTextContent(
      "+91 98300 12345",
    );
    await waitFor(() => expect(screen.getByText(SUCCESS_MESSAGES.otpSent)).toBeVisible());
    await user.type(within(dialog).getByRole("textbox", { name: "Digit 1 of 6" }), "123456");

    await waitFor(() => expect(location()).toBe("/user/profile"));
    await waitFor(() => expect(screen.getByText(SUCCESS_MESSAGES.login)).toBeVisible());
    expect(api.bodies("generateOtp")).toEqual([
      { email_phn_flag: "P", phone: "9830012345", country_code: "+91", login_flag: true, user_type: 1 },
    ]);
    expect(api.bodies("userLogin")).toEqual([
      { email_phn_flag: "P", user_name: "9830012345", country_code: "+91", otp: "123456", user_type: 1 },
    ]);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "null")).toEqual({
      kind: "user",
      user: MEERA,
    });
  });

  it("logs in with a mobile number from abroad, sent with its country code", async () => {
    const api = stubApi({ ...SENT, userLogin: MEERA });
    const { user, dialog, send, location } = open();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Country code" }), "+44 UK");
    const phone = within(dialog).getByRole("textbox", { name: /^Phone number/ });
    await user.type(phone, "2079460000"); // a London landline takes no codes
    await user.tab();
    expect(await within(dialog).findByText("Please enter a valid UK mobile number")).toBeVisible();
    expect(send()).toBeDisabled();
    await user.clear(phone);
    await user.type(phone, "07400 123456");
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());

    expect(await within(dialog).findByText(/^Enter the 6-digit OTP sent to/)).toHaveTextContent(
      "+44 7400123456",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Digit 1 of 6" }), "123456");
    await waitFor(() => expect(location()).toBe("/user/profile"));
    expect(api.bodies("generateOtp")[0]).toMatchObject({ phone: "7400123456", country_code: "+44" });
    expect(api.bodies("userLogin")[0]).toMatchObject({ user_name: "7400123456", country_code: "+44" });
  });

  it("says a wrong code in the server's words and stays on the code step", async () => {
    stubApi({ ...SENT, userLogin: refuse(422, { Code: "BE007", Message: OTP_MESSAGES.invalid }) });
    const { user, dialog, send, location } = open();
    await user.type(within(dialog).getByRole("textbox", { name: /^Phone number/ }), "9830012345");
    await user.click(send());
    await user.type(await within(dialog).findByRole("textbox", { name: "Digit 1 of 6" }), "999999");
    expect(await within(dialog).findByText(OTP_MESSAGES.invalid)).toBeVisible();
    expect(within(dialog).getByRole("button", { name: /Back/ })).toBeVisible();
    expect(location()).toBe("/");
  });

  it("keeps the form and shows the server's message when no account has that phone (BE005)", async () => {
    const noAccount = ERROR_CODES.BE005.message;
    stubApi({ generateOtp: refuse(422, { Code: "BE005", Message: noAccount }) });
    const { user, dialog, send } = open();
    await user.type(within(dialog).getByRole("textbox", { name: /^Phone number/ }), "9830012345");
    await user.click(send());
    expect(await within(dialog).findByText(noAccount)).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: /^Phone number/ })).toHaveValue("9830012345");
    expect(within(dialog).queryByRole("group", { name: "One-time code" })).toBeNull();
  });
});

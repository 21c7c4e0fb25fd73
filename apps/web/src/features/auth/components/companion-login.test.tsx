// @vitest-environment jsdom
import { COMPANION_APP_MESSAGES, ERROR_CODES, OTP_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CompanionLogin } from "./companion-login.tsx";

const SUNITA = { user_name: "Sunita Sharma", companion_id: 12 };

describe("CompanionLogin", () => {
  it("asks only for a mobile number, sends a code to it and opens the visits when the code is typed", async () => {
    const api = stubApi({
      generateOtp: { Message: SUCCESS_MESSAGES.otpSent, resend_timeout: 2 },
      companionLogin: SUNITA,
    });
    const { user, location } = renderWithApp(<CompanionLogin />, { path: "/companion/login" });
    expect(screen.getByText(COMPANION_APP_MESSAGES.loginIntro)).toBeVisible();
    expect(screen.queryByRole("radio", { name: "Email" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Country code" })).toBeNull();
    const send = screen.getByRole("button", { name: "SEND OTP" });
    expect(send).toBeDisabled();

    await user.type(screen.getByRole("textbox", { name: /^Mobile number/ }), "6000000001");
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText(/^Enter the 6-digit OTP sent to/)).toHaveTextContent("+91 60000 00001");
    await user.type(screen.getByRole("textbox", { name: "Digit 1 of 6" }), "123456");

    await waitFor(() => expect(location()).toBe("/companion"));
    // No 'Login successful!' to sit over the visits page's title on a phone (issue 41), and the code's
    // toast goes with the step.
    await waitFor(() => expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0));
    expect(screen.queryByText(SUCCESS_MESSAGES.login)).toBeNull();
    expect(api.bodies("generateOtp")).toEqual([
      { email_phn_flag: "P", phone: "6000000001", country_code: "+91", login_flag: true, user_type: 3 },
    ]);
    expect(api.bodies("companionLogin")).toEqual([
      { email_phn_flag: "P", user_name: "6000000001", country_code: "+91", otp: "123456", user_type: 3 },
    ]);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "null")).toEqual({
      kind: "companion",
      companion: SUNITA,
    });
  });

  it("keeps the number and shows the server's message when no account uses it (BE005)", async () => {
    const refused = ERROR_CODES.BE005.message;
    stubApi({ generateOtp: refuse(422, { Code: "BE005", Message: refused }) });
    const { user } = renderWithApp(<CompanionLogin />, { path: "/companion/login" });
    const phone = screen.getByRole("textbox", { name: /^Mobile number/ });
    await user.type(phone, "9830012345");
    await user.click(screen.getByRole("button", { name: "SEND OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refused);
    expect(phone).toHaveValue("9830012345");
  });

  it("says a wrong code in the product's words and clears the boxes for another try (issue 42)", async () => {
    stubApi({
      generateOtp: { Message: SUCCESS_MESSAGES.otpSent, resend_timeout: 2 },
      companionLogin: refuse(422, { Code: "BE007", Message: OTP_MESSAGES.companionWrongCode }),
    });
    const { user } = renderWithApp(<CompanionLogin />, { path: "/companion/login" });
    await user.type(screen.getByRole("textbox", { name: /^Mobile number/ }), "6000000001");
    await user.click(screen.getByRole("button", { name: "SEND OTP" }));
    await user.type(await screen.findByRole("textbox", { name: "Digit 1 of 6" }), "000000");
    expect(await screen.findByText(OTP_MESSAGES.companionWrongCode)).toBeVisible();
    expect(screen.queryByText(OTP_MESSAGES.invalid)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveValue("");
  });
});

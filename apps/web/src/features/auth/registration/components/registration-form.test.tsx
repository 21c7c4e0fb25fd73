// @vitest-environment jsdom
import {
  ERROR_CODES,
  REGISTRATION_MESSAGES,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Handlers, refuse, stubApi } from "../../../../test/api-stub.ts";
import { profileFixture } from "../../../../test/profile-fixture.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { verifiedMark, verifyContact } from "../../../../test/verify-contact.ts";
import { FALLBACK_ID_TYPES } from "../lib/registration-request.ts";
import { RegistrationForm } from "./registration-form.tsx";

const REFERENCE: Handlers = { getDomainData: { id_type: FALLBACK_ID_TYPES } };
const CODES: Handlers = {
  generateOtp: { Message: SUCCESS_MESSAGES.otpSent, resend_timeout: 2 },
  validateOtp: (body) => ({ Message: "Verified", verification_token: `proof-of-${body.user_name}` }),
};
const { steps } = REGISTRATION_MESSAGES;

function open() {
  const onRegistered = vi.fn();
  const view = renderWithApp(<RegistrationForm onRegistered={onRegistered} />);
  return { ...view, onRegistered, next: () => screen.getByRole("button", { name: "NEXT" }) };
}

async function fillDetails(user: ReturnType<typeof open>["user"]) {
  await user.type(screen.getByRole("textbox", { name: /^Full name/ }), "Meera Iyer");
  await user.click(screen.getByRole("checkbox", { name: "Mother" }));
  // A real Aadhaar number: 12 digits with a valid check digit.
  await user.type(screen.getByRole("textbox", { name: /^Aadhaar number/ }), "2345 6789 0124");
  await user.click(screen.getByRole("checkbox", { name: /^I agree to the Terms and Conditions/ }));
}

describe("RegistrationForm", () => {
  it("keeps NEXT off until the phone and the email are both verified, then registers with both proofs", async () => {
    const member = { user_id: 41, user_name: "Meera Iyer", email: "meera@example.com" };
    const api = stubApi({
      ...REFERENCE,
      ...CODES,
      register: member,
      getProfile: profileFixture({
        ...member,
        user_relation: ["Mother"],
        id_type: 1,
        id_no_masked: "XXXX XXXX 0124",
      }),
    });
    const { user, next, onRegistered } = open();
    expect(next()).toBeDisabled();

    await fillDetails(user);
    expect(next()).toBeDisabled();
    expect(
      screen.getByText(REGISTRATION_MESSAGES.pending([steps.verifyPhone, steps.verifyEmail])),
    ).toBeVisible();

    await verifyContact(user, "phone", "9830012345");
    await verifiedMark("phone");
    expect(next()).toBeDisabled();
    expect(screen.getByText(REGISTRATION_MESSAGES.pending([steps.verifyEmail]))).toBeVisible();

    await verifyContact(user, "email", "meera@example.com");
    await verifiedMark("email");
    expect(next()).toBeEnabled();
    await user.click(next());

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(member));
    expect(api.bodies("register")).toEqual([
      {
        user_name: "Meera Iyer",
        country_code: "+91",
        phone: "9830012345",
        email: "meera@example.com",
        user_relation: ["Mother"],
        id_type: 1,
        id_no: "234567890124",
        phone_verification_token: "proof-of-9830012345",
        email_verification_token: "proof-of-meera@example.com",
        consent_accepted: true,
      },
    ]);
    // Spec §4: after registering, the profile is fetched with the returned user_id.
    await waitFor(() => expect(api.bodies("getProfile")).toEqual([{ user_id: 41 }]));
    expect(api.bodies("generateOtp")).toEqual([
      { email_phn_flag: "P", phone: "9830012345", country_code: "+91", register_flag: true, user_type: 1 },
      { email_phn_flag: "E", email: "meera@example.com", register_flag: true, user_type: 1 },
    ]);
  });

  it("registers a mobile number from abroad with its country, checked against that country", async () => {
    const member = { user_id: 42, user_name: "Meera Iyer", email: "meera@example.com" };
    const api = stubApi({ ...REFERENCE, ...CODES, register: member, getProfile: profileFixture(member) });
    const { user, next, onRegistered } = open();
    await fillDetails(user);

    await user.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "+971 UAE");
    const phone = screen.getByRole("textbox", { name: /^Phone number/ });
    // An Indian number is not a UAE mobile: the field says so, in the country's name.
    await user.type(phone, "9830012345");
    await user.tab();
    await waitFor(() => expect(screen.getByText("Please enter a valid UAE mobile number")).toBeVisible());
    expect(screen.getByRole("button", { name: /^Generate OTP\s*for phone number/ })).toBeDisabled();
    await user.clear(phone);

    await verifyContact(user, "phone", "+971 50 123 4567");
    await verifiedMark("phone");
    await verifyContact(user, "email", "meera@example.com");
    await verifiedMark("email");
    await user.click(next());

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(member));
    expect(api.bodies("generateOtp")[0]).toEqual({
      email_phn_flag: "P",
      phone: "501234567",
      country_code: "+971",
      register_flag: true,
      user_type: 1,
    });
    expect(api.bodies("register")[0]).toMatchObject({ country_code: "+971", phone: "501234567" });
  });

  it("says nothing about a field passed over until it is typed in or the form is sent", async () => {
    stubApi({ ...REFERENCE });
    const { user } = open();
    // Down the form without typing: no field has been answered yet, so none is wrong yet.
    await user.click(screen.getByRole("textbox", { name: /^Full name/ }));
    await user.tab();
    await user.click(screen.getByRole("textbox", { name: /^Aadhaar number/ }));
    await user.tab();
    expect(screen.queryByText(VALIDATION_MESSAGES.nameRequired)).toBeNull();
    expect(screen.queryByText(VALIDATION_MESSAGES.idMin)).toBeNull();
    // Typed in and cleared again, the name says it is needed.
    await user.type(screen.getByRole("textbox", { name: /^Full name/ }), "M");
    await user.clear(screen.getByRole("textbox", { name: /^Full name/ }));
    await user.tab();
    await waitFor(() => expect(screen.getByText(VALIDATION_MESSAGES.nameRequired)).toBeVisible());
  });

  it("says beside the ID number why it is asked for and how it is kept", async () => {
    stubApi({ ...REFERENCE });
    open();
    expect(screen.getByRole("textbox", { name: /^Aadhaar number/ })).toHaveAccessibleDescription(
      expect.stringContaining(REGISTRATION_MESSAGES.idWhy),
    );
  });

  it("says each broken rule in the contract's words", async () => {
    stubApi({ ...REFERENCE });
    const { user } = open();
    const name = screen.getByRole("textbox", { name: /^Full name/ });
    await user.type(name, "M");
    await user.tab();
    await waitFor(() => expect(screen.getByText(VALIDATION_MESSAGES.nameMin)).toBeVisible());

    const aadhaar = screen.getByRole("textbox", { name: /^Aadhaar number/ });
    await user.type(aadhaar, "12345");
    await user.tab();
    await waitFor(() => expect(screen.getByText(VALIDATION_MESSAGES.aadhaarFormat)).toBeVisible());
    // A new ID type checks the number again by its own rule.
    await user.selectOptions(screen.getByRole("combobox", { name: /^ID type/ }), "PAN");
    await waitFor(() => expect(screen.getByText(VALIDATION_MESSAGES.panFormat)).toBeVisible());
    expect(screen.getByRole("textbox", { name: /^PAN number/ })).toHaveValue("12345");

    // A third relationship is refused, and says why.
    for (const r of ["Self", "Spouse", "Father"]) await user.click(screen.getByRole("checkbox", { name: r }));
    expect(screen.getByRole("alert")).toHaveTextContent(VALIDATION_MESSAGES.relationshipMax);
    expect(screen.getByRole("checkbox", { name: "Father" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Self" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Spouse" })).toBeChecked();
  });

  // Issue 42: a son in London holds a UK passport (9 digits); India's passport rule refused it.
  it("takes a passport of another country, all 9 characters of it", async () => {
    stubApi({ ...REFERENCE });
    const { user } = open();
    await user.selectOptions(screen.getByRole("combobox", { name: /^ID type/ }), "Passport");
    const passport = screen.getByRole("textbox", { name: /^Passport number/ });
    await user.type(passport, "123456789");
    await user.tab();
    await waitFor(() => expect(screen.getByText(VALIDATION_MESSAGES.passportFormat)).toBeVisible());
    await user.selectOptions(screen.getByRole("combobox", { name: /^ID type/ }), "Passport (other country)");
    const foreign = screen.getByRole("textbox", { name: /^Passport \(other country\) number/ });
    await user.clear(foreign);
    await user.type(foreign, "123456789");
    expect(foreign).toHaveValue("123456789");
    await waitFor(() => expect(screen.queryByText(VALIDATION_MESSAGES.passportFormat)).toBeNull());
    expect(screen.queryByText(VALIDATION_MESSAGES.foreignPassportFormat)).toBeNull();
  });

  it("shows an already registered phone in the server's words and offers no code input (BE006)", async () => {
    const taken = ERROR_CODES.BE006.message;
    stubApi({ ...REFERENCE, generateOtp: refuse(422, { Code: "BE006", Message: taken }) });
    const { user, next } = open();
    await user.type(screen.getByRole("textbox", { name: /^Phone number/ }), "9830012345");
    await user.click(screen.getByRole("button", { name: /^Generate OTP\s*for phone/ }));
    await waitFor(() => expect(screen.getByText(taken)).toBeVisible());
    expect(screen.queryByRole("textbox", { name: /^Phone OTP/ })).toBeNull();
    expect(next()).toBeDisabled();
  });
});

// @vitest-environment jsdom
import { ENQUIRY_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Handlers, refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { verifiedMark, verifyContact } from "../../../test/verify-contact.ts";
import { EnquiryForm } from "./enquiry-form.tsx";

const PLACES: Handlers = {
  getCountries: {
    countries: [
      { country_id: 1, country_name: "India", country_code: "IN", dial_code: "+91" },
      { country_id: 2, country_name: "United Kingdom", country_code: "GB", dial_code: "+44" },
    ],
  },
  getCities: {
    cities: [
      { city_id: 10, city_name: "Kolkata", state_id: 1, country_id: 1 },
      { city_id: 11, city_name: "Chennai", state_id: 2, country_id: 1 },
      { city_id: 20, city_name: "London", state_id: 3, country_id: 2 },
    ],
  },
};

/** The code service: any code but 000000 is right; each proof names what it proves. */
function codes() {
  return {
    generateOtp: { Message: SUCCESS_MESSAGES.otpSent, resend_timeout: 2 },
    validateOtp: (body: { user_name: string; otp: string }) =>
      body.otp === "000000"
        ? refuse(422, { Code: "BE007", Message: "Invalid otp. Please provide the correct otp." })
        : { Message: "Verified", verification_token: `proof-of-${body.user_name}` },
  };
}

function open() {
  const onSent = vi.fn();
  const view = renderWithApp(<EnquiryForm onSent={onSent} />);
  const submit = () => screen.getByRole("button", { name: "SUBMIT" });
  return { ...view, onSent, submit };
}

async function fillAndVerify(user: ReturnType<typeof open>["user"]) {
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meera Iyer");
  await verifyContact(user, "phone", "9830012345");
  await verifiedMark("phone");
  await verifyContact(user, "email", "meera@example.com");
  await verifiedMark("email");
  await user.selectOptions(await screen.findByRole("combobox", { name: /^City/ }), "Kolkata");
  await user.type(screen.getByRole("textbox", { name: /^Message/ }), "My mother needs company on weekdays.");
}

describe("EnquiryForm", () => {
  it("keeps SUBMIT off and says what is missing until every field is valid and both contacts are verified", async () => {
    stubApi({ ...PLACES, ...codes() });
    const { user, submit } = open();
    const { steps } = ENQUIRY_MESSAGES;
    expect(submit()).toBeDisabled();
    expect(
      screen.getByText(ENQUIRY_MESSAGES.pending([steps.fill, steps.verifyPhone, steps.verifyEmail])),
    ).toBeVisible();
    // Generate OTP is offered only for a valid phone.
    const generate = screen.getByRole("button", { name: /^Generate OTP\s*for phone/ });
    expect(generate).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /^Phone number/ }), "98300");
    expect(generate).toBeDisabled();
    await user.clear(screen.getByRole("textbox", { name: /^Phone number/ }));

    // Passing over the name says nothing yet; typed in and cleared, it says so in the contract's words.
    await user.click(screen.getByRole("textbox", { name: /^Name/ }));
    await user.tab();
    expect(screen.queryByText(VALIDATION_MESSAGES.enquiryNameRequired)).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "M");
    await user.clear(screen.getByRole("textbox", { name: /^Name/ }));
    await user.tab();
    await waitFor(() => expect(screen.getByText(VALIDATION_MESSAGES.enquiryNameRequired)).toBeVisible());

    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meera Iyer");
    await verifyContact(user, "phone", "9830012345");
    await verifiedMark("phone");
    expect(submit()).toBeDisabled();
    await verifyContact(user, "email", "meera@example.com");
    await verifiedMark("email");
    expect(screen.getByText(ENQUIRY_MESSAGES.pending([steps.fill]))).toBeVisible();
    // India is chosen for them; the city list follows it.
    expect(screen.getByRole("combobox", { name: /^Country(?! code)/ })).toHaveDisplayValue("India");
    await user.selectOptions(screen.getByRole("combobox", { name: /^City/ }), "Kolkata");
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /^Message/ }), "Weekdays, please.");
    expect(submit()).toBeEnabled();
  });

  it("says a wrong code in the spec's words and keeps the phone unverified", async () => {
    stubApi({ ...PLACES, ...codes() });
    const { user } = open();
    await verifyContact(user, "phone", "9830012345", "000000");
    await waitFor(() => expect(screen.getByText(VALIDATION_MESSAGES.phoneOtpInvalid)).toBeVisible());
    expect(screen.queryByText("Verified")).toBeNull();
  });

  it("sends the enquiry with both proofs and hands the server's answer on", async () => {
    const received = {
      enquiry_id: 31,
      reference: "ENQ-31",
      callback_due_at: null,
      Message: ENQUIRY_MESSAGES.received,
    };
    const api = stubApi({ ...PLACES, ...codes(), createEnquiry: received });
    const { user, submit, onSent } = open();
    await fillAndVerify(user);
    await user.click(submit());

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(received));
    expect(api.bodies("generateOtp")).toEqual([
      { email_phn_flag: "P", phone: "9830012345", country_code: "+91", user_type: 1 },
      { email_phn_flag: "E", email: "meera@example.com", user_type: 1 },
    ]);
    expect(api.bodies("createEnquiry")).toEqual([
      {
        user_name: "Meera Iyer",
        country_code: "+91",
        phone: "9830012345",
        email: "meera@example.com",
        user_message: "My mother needs company on weekdays.",
        city_id: 10,
        country_id: 1,
        is_callback: false,
        phone_verification_token: "proof-of-9830012345",
        email_verification_token: "proof-of-meera@example.com",
      },
    ]);
  });

  it("shows the server's first business error beside SUBMIT when it refuses (spec §8)", async () => {
    const api = stubApi({
      ...PLACES,
      ...codes(),
      createEnquiry: refuse(422, { Code: "BE010", Message: ENQUIRY_MESSAGES.alreadySent }),
    });
    const { user, submit, onSent } = open();
    await fillAndVerify(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(ENQUIRY_MESSAGES.alreadySent);
    expect(onSent).not.toHaveBeenCalled();
    expect(api.bodies("createEnquiry")).toHaveLength(1);
  });
});

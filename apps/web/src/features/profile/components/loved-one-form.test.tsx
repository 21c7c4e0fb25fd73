// @vitest-environment jsdom
import { LOVED_ONE_MESSAGES, pincodeNotInState, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { lovedOneFixture } from "../../../test/booking-fixture.ts";
import { PLACES_FIXTURE } from "../../../test/places-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { LovedOneForm } from "./loved-one-form.tsx";

const saved = (body: { loved_one_id?: number }) => ({
  loved_one: lovedOneFixture({ loved_one_id: body.loved_one_id ?? 9 }),
  Message: LOVED_ONE_MESSAGES.saved,
});

function open(lovedOne?: ReturnType<typeof lovedOneFixture>) {
  const onDone = vi.fn();
  const view = renderWithApp(<LovedOneForm userId={7} lovedOne={lovedOne} onDone={onDone} />);
  return { ...view, onDone, save: () => screen.getByRole("button", { name: "Save" }) };
}

describe("LovedOneForm", () => {
  it("says every missing answer in the contract's words and sends nothing", async () => {
    const api = stubApi({ ...PLACES_FIXTURE });
    const { user, save, onDone } = open();
    await user.click(save());
    for (const message of [
      VALIDATION_MESSAGES.nameRequired,
      LOVED_ONE_MESSAGES.relationshipRequired,
      LOVED_ONE_MESSAGES.dateOfBirthRequired,
      LOVED_ONE_MESSAGES.genderRequired,
      LOVED_ONE_MESSAGES.addressRequired,
      LOVED_ONE_MESSAGES.stateRequired,
      LOVED_ONE_MESSAGES.cityRequired,
      LOVED_ONE_MESSAGES.pincodeInvalid,
      LOVED_ONE_MESSAGES.contactNameRequired,
      LOVED_ONE_MESSAGES.languagesRequired,
      LOVED_ONE_MESSAGES.mobilityRequired,
    ]) {
      await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    }
    expect(api.bodies("saveLovedOne")).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says a Delhi PIN code is not in Tamil Nadu beside the PIN code, and sends nothing", async () => {
    const api = stubApi({ ...PLACES_FIXTURE, saveLovedOne: saved });
    const { user, save, onDone } = open();
    await user.type(screen.getByRole("textbox", { name: /^Full name/ }), "Meenakshi Iyer");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Relationship to you/ }), "Mother");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1950-06-01" } });
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await user.type(screen.getByRole("textbox", { name: /^Address/ }), "8 Luz Church Road");
    await user.selectOptions(await screen.findByRole("combobox", { name: /^State/ }), "Tamil Nadu");
    await user.selectOptions(screen.getByRole("combobox", { name: /^City/ }), "Chennai");
    const pin = screen.getByRole("textbox", { name: /^PIN code/ });
    await user.type(pin, "110001");
    await user.type(screen.getByRole("textbox", { name: /^Contact's name/ }), "Ravi Iyer");
    await user.type(screen.getByRole("textbox", { name: /^Contact's phone/ }), "9840098400");
    await user.click(screen.getByRole("checkbox", { name: "Tamil" }));
    await user.click(screen.getByRole("radio", { name: /^Walks with support/ }));
    await user.click(save());
    await waitFor(() => expect(screen.getByText(pincodeNotInState("Tamil Nadu"))).toBeVisible());
    expect(pin).toHaveAttribute("aria-invalid", "true");
    expect(api.bodies("saveLovedOne")).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("adds a loved one with everything typed and picked, then confirms", async () => {
    const api = stubApi({ ...PLACES_FIXTURE, saveLovedOne: saved });
    const { user, save, onDone } = open();
    await user.type(screen.getByRole("textbox", { name: /^Full name/ }), "Kamala Rao");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Relationship to you/ }), "Grandmother");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1946-07-19" } });
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await user.type(screen.getByRole("textbox", { name: /^Address/ }), "4 Harrington Street");
    await user.selectOptions(await screen.findByRole("combobox", { name: /^State/ }), "West Bengal");
    await user.selectOptions(screen.getByRole("combobox", { name: /^City/ }), "Kolkata");
    await user.type(screen.getByRole("textbox", { name: /^PIN code/ }), "700071");
    await user.type(screen.getByRole("textbox", { name: /^Contact's name/ }), "Ravi Rao");
    await user.type(screen.getByRole("textbox", { name: /^Contact's phone/ }), "9830098300");
    await user.click(screen.getByRole("checkbox", { name: "Bengali" }));
    await user.click(screen.getByRole("checkbox", { name: "Hindi" }));
    await user.click(screen.getByRole("radio", { name: /^Walks with support/ }));
    await user.type(
      screen.getByRole("textbox", { name: /^Notes for our companions/ }),
      "Loves old film songs.",
    );
    await user.click(save());

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByText(LOVED_ONE_MESSAGES.saved)).toBeVisible());
    expect(api.bodies("saveLovedOne")).toEqual([
      {
        user_id: 7,
        full_name: "Kamala Rao",
        relationship: "Grandmother",
        date_of_birth: "1946-07-19",
        gender: "Female",
        address_line: "4 Harrington Street",
        state_id: 1,
        city_id: 1,
        pincode: "700071",
        contact_name: "Ravi Rao",
        contact_country_code: "+91",
        contact_phone: "9830098300",
        languages: ["Bengali", "Hindi"],
        mobility: "walks_with_support",
        notes: "Loves old film songs.",
      },
    ]);
  });

  it("edits a saved loved one: it opens filled in and the request names them", async () => {
    const sita = lovedOneFixture();
    const api = stubApi({ ...PLACES_FIXTURE, saveLovedOne: saved });
    const { user, save, onDone } = open(sita);
    expect(screen.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Sita Devi");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /^City/ })).toHaveDisplayValue("Kolkata"),
    );
    await user.clear(screen.getByRole("textbox", { name: /^PIN code/ }));
    await user.type(screen.getByRole("textbox", { name: /^PIN code/ }), "700019");
    await user.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [sent] = api.bodies("saveLovedOne");
    expect(sent).toMatchObject({
      user_id: 7,
      loved_one_id: sita.loved_one_id,
      pincode: "700019",
      full_name: "Sita Devi",
    });
  });

  // Issue 42: the on-site contact may be a relative abroad: their number is edited with its own code.
  it("opens a contact abroad with their country's code and sends a changed one with its code", async () => {
    const sita = lovedOneFixture({ contact_phone: "+447911234568" });
    const api = stubApi({ ...PLACES_FIXTURE, saveLovedOne: saved });
    const { user, save, onDone } = open(sita);
    const phone = screen.getByRole("textbox", { name: /^Contact's phone/ });
    expect(phone).toHaveValue("7911234568");
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("+44");
    await screen.findByRole("combobox", { name: /^City/ });
    await user.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "+91");
    await user.clear(phone);
    await user.type(phone, "098300 98300");
    await user.click(save());
    expect(await screen.findByText(VALIDATION_MESSAGES.phoneInvalid)).toBeVisible();
    expect(api.bodies("saveLovedOne")).toEqual([]);
    await user.clear(phone);
    await user.type(phone, "98300 98300");
    await user.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.bodies("saveLovedOne")[0]).toMatchObject({
      contact_country_code: "+91",
      contact_phone: "9830098300",
    });
  });

  it("keeps the form and shows the server's refusal above Save", async () => {
    stubApi({
      ...PLACES_FIXTURE,
      saveLovedOne: refuse(422, { Code: "BE_LOVED_ONES_MAX", Message: LOVED_ONE_MESSAGES.limitReached }),
    });
    const { user, save, onDone } = open(lovedOneFixture());
    await screen.findByRole("combobox", { name: /^City/ });
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent(LOVED_ONE_MESSAGES.limitReached);
    expect(onDone).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { COMPANION_MESSAGES, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { PLACES_FIXTURE } from "../../../test/places-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { COMPANION_TEXT } from "../lib/companion-text.ts";
import { companionFixture, SPECIALITIES_FIXTURE, savedAnswer } from "./companion-fixture.ts";
import { CompanionForm } from "./companion-form.tsx";

const REFERENCE = { ...PLACES_FIXTURE, fetchSpecialities: SPECIALITIES_FIXTURE };

function open(companion?: ReturnType<typeof companionFixture>) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithApp(<CompanionForm companion={companion} onSaved={onSaved} onCancel={onCancel} />);
  const submit = () => screen.getByRole("button", { name: companion ? "Save changes" : "Add companion" });
  return { ...view, onSaved, onCancel, submit };
}

const textbox = (name: RegExp) => screen.getByRole("textbox", { name });

describe("CompanionForm", () => {
  it("says every missing answer in the contract's words and sends nothing", async () => {
    const api = stubApi(REFERENCE);
    const { user, submit, onSaved } = open();
    await user.click(submit());
    for (const message of [
      VALIDATION_MESSAGES.nameRequired,
      VALIDATION_MESSAGES.phoneRequired,
      COMPANION_MESSAGES.languagesRequired,
      COMPANION_MESSAGES.kindsRequired,
      "Please choose a state",
      "Please choose a city",
    ]) {
      await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    }
    expect(api.bodies("adminModifyCompanion")).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("checks the PIN codes and the checks' dates by the contract's rules", async () => {
    const api = stubApi(REFERENCE);
    const { user, submit } = open();
    await user.click(screen.getByRole("radio", { name: "Only these PIN codes" }));
    const pins = textbox(/^PIN codes/);
    await user.click(submit());
    expect(await screen.findByText(COMPANION_TEXT.pincodesRequired)).toBeVisible();

    await user.type(pins, "700019, 012345");
    expect(await screen.findByText(COMPANION_MESSAGES.pincodeInvalid)).toBeVisible();
    expect(pins).toHaveAttribute("aria-invalid", "true");
    await user.clear(pins);
    await user.type(pins, "700019 700020,700019");
    expect(await screen.findByText(COMPANION_MESSAGES.pincodesRepeated)).toBeVisible();
    await user.clear(pins);
    await user.type(pins, "700019 700020");
    await waitFor(() => expect(pins).not.toHaveAttribute("aria-invalid"));

    fireEvent.change(screen.getByLabelText(/^Police verification/), { target: { value: "2999-01-01" } });
    expect(await screen.findByText(COMPANION_MESSAGES.checkDateInvalid)).toBeVisible();
    expect(api.bodies("adminModifyCompanion")).toEqual([]);
  });

  it("adds a companion with everything typed and picked, and hands back the one saved", async () => {
    const saved = companionFixture({ companion_id: 77, pincodes: ["700019", "700020"] });
    const api = stubApi({ ...REFERENCE, adminModifyCompanion: savedAnswer(saved) });
    const { user, submit, onSaved } = open();
    await user.type(textbox(/^Full name/), "Anita Das");
    await user.type(textbox(/^Mobile number/), "9830012345");
    await user.type(textbox(/^Email/), "Anita@Example.com");
    await user.click(screen.getByRole("checkbox", { name: "Bengali" }));
    await user.click(screen.getByRole("checkbox", { name: "Hindi" }));
    await user.click(screen.getByRole("checkbox", { name: "Companion visits" }));
    await user.click(screen.getByRole("checkbox", { name: "Errands" }));
    await user.click(await screen.findByRole("checkbox", { name: "Dementia care" }));
    await user.selectOptions(await screen.findByRole("combobox", { name: /^State/ }), "West Bengal");
    await user.selectOptions(screen.getByRole("combobox", { name: /^City/ }), "Kolkata");
    await user.click(screen.getByRole("radio", { name: "Only these PIN codes" }));
    await user.type(textbox(/^PIN codes/), "700019, 700020");
    fireEvent.change(screen.getByLabelText(/^Identity verified/), { target: { value: "2026-01-05" } });
    fireEvent.change(screen.getByLabelText(/^Police verification/), { target: { value: "2026-01-12" } });
    await user.click(submit());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.bodies("adminModifyCompanion")).toEqual([
      {
        full_name: "Anita Das",
        phone: "9830012345",
        email: "anita@example.com",
        languages: ["Bengali", "Hindi"],
        service_kinds: ["companion_visit", "errand"],
        speciality_ids: [1],
        state_id: 1,
        city_id: 1,
        pincodes: ["700019", "700020"],
        identity_verified_on: "2026-01-05",
        police_verified_on: "2026-01-12",
        training_completed_on: null,
        is_active: true,
      },
    ]);
    await waitFor(() => expect(screen.getByText(COMPANION_MESSAGES.saved)).toBeVisible());
  });

  it("edits a companion: it opens filled in, and deactivating sends their id", async () => {
    const anita = companionFixture();
    const api = stubApi({ ...REFERENCE, adminModifyCompanion: savedAnswer({ ...anita, is_active: false }) });
    const { user, submit, onSaved } = open(anita);
    expect(textbox(/^Full name/)).toHaveValue("Anita Das");
    expect(textbox(/^Mobile number/)).toHaveValue("9830012345");
    expect(screen.getByRole("radio", { name: "The whole city" })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /^City/ })).toHaveDisplayValue("Kolkata"),
    );
    await user.click(screen.getByRole("checkbox", { name: /^Active/ }));
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminModifyCompanion")).toEqual([
      expect.objectContaining({
        companion_id: 41,
        phone: "9830012345",
        pincodes: [],
        identity_verified_on: "2026-01-05",
        is_active: false,
      }),
    ]);
  });

  it("shows a phone already in use beside the phone, and another refusal above the button", async () => {
    const api = stubApi({
      ...REFERENCE,
      adminModifyCompanion: refuse(409, { Code: "BE_PHONE_TAKEN", Message: COMPANION_MESSAGES.phoneTaken }),
    });
    const { user, submit, onSaved } = open(companionFixture());
    await screen.findByRole("combobox", { name: /^City/ });
    await user.click(submit());
    expect(await screen.findByText(COMPANION_MESSAGES.phoneTaken)).toBeVisible();
    expect(textbox(/^Mobile number/)).toHaveAttribute("aria-invalid", "true");

    api.answer(
      "adminModifyCompanion",
      refuse(422, { Code: "BE_OTHER", Message: "Something else went wrong." }),
    );
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Something else went wrong.");
    expect(onSaved).not.toHaveBeenCalled();
  });
});

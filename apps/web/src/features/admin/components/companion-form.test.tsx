// @vitest-environment jsdom
import { COMPANION_CHECK_MESSAGES, COMPANION_MESSAGES, VALIDATION_MESSAGES } from "@eldercare/contracts";
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
/** A check's date field, and the last day it holds (issue 45). */
const checkDate = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const validUntil = (label: string) => screen.getByLabelText(`Valid until (${label})`);
const setDate = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Fills every answer a new companion needs but the checks (Kolkata, the whole city). */
async function fillRequired(user: ReturnType<typeof open>["user"]) {
  await user.type(textbox(/^Full name/), "Anita Das");
  await user.type(textbox(/^Mobile number/), "9830012345");
  await user.click(screen.getByRole("checkbox", { name: "Bengali" }));
  await user.click(screen.getByRole("checkbox", { name: "Companion visits" }));
  await user.selectOptions(await screen.findByRole("combobox", { name: /^State/ }), "West Bengal");
  await user.selectOptions(screen.getByRole("combobox", { name: /^City/ }), "Kolkata");
}

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
    // The language their app opens in (issue 46): English unless the team picks another.
    const appLanguage = screen.getByRole("combobox", { name: /^Language of their app/ });
    expect(appLanguage).toHaveDisplayValue("English");
    await user.selectOptions(appLanguage, "Tamil (தமிழ்)");
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
        language: "ta",
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
        language: "en",
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

  it("prefills each check's valid-until date with its usual term, follows the check's date until the team types another, and sends only what the team changed", async () => {
    const saved = companionFixture({ companion_id: 78 });
    const api = stubApi({ ...REFERENCE, adminModifyCompanion: savedAnswer(saved) });
    const { user, submit, onSaved } = open();
    await fillRequired(user);

    setDate(checkDate("Identity verified"), "2026-01-05");
    await waitFor(() => expect(validUntil("Identity verified")).toHaveValue("2031-01-05"));
    setDate(checkDate("Police verification"), "2026-01-12");
    await waitFor(() => expect(validUntil("Police verification")).toHaveValue("2027-01-12"));
    // A corrected date moves a term the team has not changed.
    setDate(checkDate("Police verification"), "2026-01-15");
    await waitFor(() => expect(validUntil("Police verification")).toHaveValue("2027-01-15"));
    // The team's own date stays when the check's date changes.
    setDate(validUntil("Police verification"), "2026-12-31");
    setDate(checkDate("Police verification"), "2026-01-16");
    await waitFor(() => expect(checkDate("Police verification")).toHaveValue("2026-01-16"));
    expect(validUntil("Police verification")).toHaveValue("2026-12-31");
    // A check cleared takes its usual term with it.
    setDate(checkDate("Identity verified"), "");
    await waitFor(() => expect(validUntil("Identity verified")).toHaveValue(""));
    setDate(checkDate("Training completed"), "2024-02-29");
    await waitFor(() => expect(validUntil("Training completed")).toHaveValue("2025-02-28"));

    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [body] = api.bodies("adminModifyCompanion");
    expect(body).toMatchObject({
      identity_verified_on: null,
      police_verified_on: "2026-01-16",
      police_valid_until: "2026-12-31",
      training_completed_on: "2024-02-29",
    });
    // The usual terms are the server's to set (the same rule): not sent.
    expect(body).not.toHaveProperty("identity_valid_until");
    expect(body).not.toHaveProperty("training_valid_until");
  });

  it("shows a valid-until date before its check's date, or without one, beside that field and sends nothing", async () => {
    const api = stubApi(REFERENCE);
    const { user, submit } = open();
    await fillRequired(user);
    setDate(checkDate("Police verification"), "2026-01-12");
    await waitFor(() => expect(validUntil("Police verification")).toHaveValue("2027-01-12"));
    setDate(validUntil("Police verification"), "2026-01-11");
    setDate(validUntil("Training completed"), "2027-01-01");
    await user.click(submit());

    expect(await screen.findByText(COMPANION_CHECK_MESSAGES.validUntilBeforeCheck("police"))).toBeVisible();
    expect(validUntil("Police verification")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(COMPANION_CHECK_MESSAGES.validUntilWithoutCheck("training"))).toBeVisible();
    expect(validUntil("Training completed")).toHaveAttribute("aria-invalid", "true");
    expect(validUntil("Identity verified")).not.toHaveAttribute("aria-invalid");
    expect(api.bodies("adminModifyCompanion")).toEqual([]);

    // Put right, the message goes.
    setDate(validUntil("Police verification"), "2027-01-12");
    await waitFor(() =>
      expect(screen.queryByText(COMPANION_CHECK_MESSAGES.validUntilBeforeCheck("police"))).toBeNull(),
    );
  });

  it("opens a companion with the team's own valid-until date, sends it back, and shows the server's refusal beside it", async () => {
    const anita = companionFixture({ police_valid_until: "2026-12-31", identity_valid_until: "2031-01-05" });
    const api = stubApi({
      ...REFERENCE,
      adminModifyCompanion: refuse(400, {
        Code: "BE001",
        Message: COMPANION_CHECK_MESSAGES.validUntilBeforeCheck("police"),
      }),
    });
    const { user, submit, onSaved } = open(anita);
    expect(validUntil("Police verification")).toHaveValue("2026-12-31");
    expect(validUntil("Identity verified")).toHaveValue("2031-01-05");
    await screen.findByRole("combobox", { name: /^City/ });
    await user.click(submit());

    expect(await screen.findByText(COMPANION_CHECK_MESSAGES.validUntilBeforeCheck("police"))).toBeVisible();
    expect(validUntil("Police verification")).toHaveAttribute("aria-invalid", "true");
    const [body] = api.bodies("adminModifyCompanion");
    expect(body).toMatchObject({ companion_id: 41, police_valid_until: "2026-12-31" });
    // Identity's is its usual term (5 Jan 2026 and five years): left for the server.
    expect(body).not.toHaveProperty("identity_valid_until");
    expect(onSaved).not.toHaveBeenCalled();
  });
});

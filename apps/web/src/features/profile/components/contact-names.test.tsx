// @vitest-environment jsdom
import {
  CONTACT_NAME_CHARACTERS_MESSAGE,
  EMERGENCY_CARD_MESSAGES,
  EMERGENCY_CARD_TEXT,
  LOVED_ONE_MESSAGES,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { lovedOneFixture } from "../../../test/booking-fixture.ts";
import { emergencyCardFixture } from "../../../test/emergency-card-fixture.ts";
import { PLACES_FIXTURE } from "../../../test/places-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { EmergencyCardDialog } from "./emergency-card-dialog.tsx";
import { LovedOneForm } from "./loved-one-form.tsx";

/*
 * Names of people to call (issue 42): "Rina Das (housekeeper)" was saved as "Rina Das housekeeper", the
 * name input dropping what it did not expect. A contact's name is kept as typed, or refused with a reason.
 */

describe("the loved one's contact on site", () => {
  it("keeps the name as typed, brackets and all", async () => {
    stubApi({ ...PLACES_FIXTURE });
    const { user } = renderWithApp(<LovedOneForm userId={7} lovedOne={lovedOneFixture()} onDone={vi.fn()} />);
    const name = screen.getByRole("textbox", { name: /^Contact's name/ });
    await user.clear(name);
    await user.type(name, "Rina Das (housekeeper)");
    expect(name).toHaveValue("Rina Das (housekeeper)");
  });

  it("says why a name is refused rather than changing it", async () => {
    const api = stubApi({ ...PLACES_FIXTURE });
    const { user } = renderWithApp(<LovedOneForm userId={7} lovedOne={lovedOneFixture()} onDone={vi.fn()} />);
    const name = screen.getByRole("textbox", { name: /^Contact's name/ });
    await user.clear(name);
    await user.type(name, "Rina Das #2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(CONTACT_NAME_CHARACTERS_MESSAGE)).toBeVisible();
    expect(name).toHaveValue("Rina Das #2");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(api.bodies("saveLovedOne")).toEqual([]);
    expect(screen.queryByText(LOVED_ONE_MESSAGES.contactNameRequired)).toBeNull();
  });
});

describe("the emergency card's contacts", () => {
  it("sends the name as typed, brackets and all", async () => {
    const onClose = vi.fn();
    const api = stubApi({
      getEmergencyCard: { card: null, check_in_code: "ABCD-EFGH" },
      saveEmergencyCard: { card: emergencyCardFixture(), Message: EMERGENCY_CARD_MESSAGES.saved },
    });
    const { user } = renderWithApp(
      <EmergencyCardDialog lovedOne={{ loved_one_id: 5, full_name: "Kamala Devi" }} onClose={onClose} />,
    );
    const dialog = screen.getByRole("dialog", { name: EMERGENCY_CARD_TEXT.title("Kamala Devi") });
    await within(dialog).findByText(EMERGENCY_CARD_TEXT.purpose);
    const [name] = within(dialog).getAllByRole("textbox", { name: /^Name/ });
    const [phone] = within(dialog).getAllByRole("textbox", { name: /^Phone/ });
    await user.type(name as HTMLElement, "Rina Das (housekeeper)");
    expect(name).toHaveValue("Rina Das (housekeeper)");
    await user.type(phone as HTMLElement, "9830098300");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("saveEmergencyCard")[0]?.contacts[0]).toMatchObject({ name: "Rina Das (housekeeper)" });
  });
});

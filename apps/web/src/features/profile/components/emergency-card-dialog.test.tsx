// @vitest-environment jsdom
import {
  EMERGENCY_CARD_MESSAGES,
  EMERGENCY_CARD_TEXT,
  HEALTH_CONSENT,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { emergencyCardFixture } from "../../../test/emergency-card-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { EmergencyCardDialog } from "./emergency-card-dialog.tsx";

const saved = emergencyCardFixture();

function open(onClose = vi.fn()) {
  const view = renderWithApp(
    <EmergencyCardDialog lovedOne={{ loved_one_id: 5, full_name: "Kamala Devi" }} onClose={onClose} />,
  );
  return {
    ...view,
    dialog: screen.getByRole("dialog", { name: EMERGENCY_CARD_TEXT.title("Kamala Devi") }),
    onClose,
  };
}

describe("EmergencyCardDialog", () => {
  it("writes a first card: a contact is required, allergies need consent, then the whole card is sent", async () => {
    const api = stubApi({
      getEmergencyCard: { card: null, check_in_code: "ABCD-EFGH" },
      saveEmergencyCard: { card: saved, Message: EMERGENCY_CARD_MESSAGES.saved },
    });
    const { user, dialog, onClose } = open();
    await within(dialog).findByText(EMERGENCY_CARD_TEXT.purpose);
    expect(within(dialog).queryByRole("link", { name: /^Print this card/ })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(await within(dialog).findByText(EMERGENCY_CARD_MESSAGES.contactNameRequired)).toBeVisible();

    const [firstName] = within(dialog).getAllByRole("textbox", { name: /^Name/ });
    const [firstPhone] = within(dialog).getAllByRole("textbox", { name: /^Phone/ });
    await user.type(firstName as HTMLElement, "Ramesh Das");
    await user.type(firstPhone as HTMLElement, "9830098300");
    await user.type(within(dialog).getByRole("textbox", { name: /^Allergies/ }), "Penicillin");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(await within(dialog).findByText(EMERGENCY_CARD_MESSAGES.consentRequired)).toBeVisible();
    expect(api.bodies("saveEmergencyCard")).toEqual([]);

    await user.click(within(dialog).getByRole("checkbox", { name: HEALTH_CONSENT.text }));
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("saveEmergencyCard")).toEqual([
      {
        loved_one_id: 5,
        contacts: [{ name: "Ramesh Das", country_code: "+91", phone: "9830098300", relation: "" }],
        hospital_name: "",
        hospital_address: "",
        hospital_phone: "",
        allergies: "Penicillin",
        medicines: "",
        health_consent: true,
        emergency_notes: "",
      },
    ]);
    expect(await screen.findByText(EMERGENCY_CARD_MESSAGES.saved)).toBeInTheDocument();
  });

  it("opens a saved card as written, and a half-filled second contact is refused", async () => {
    const api = stubApi({ getEmergencyCard: { card: saved, check_in_code: "ABCD-EFGH" } });
    const { user, dialog } = open();
    const [firstName, secondName] = await within(dialog).findAllByRole("textbox", { name: /^Name/ });
    expect(firstName).toHaveValue("Ramesh Das");
    // Kept in E.164, opened as its code and national number.
    expect(within(dialog).getAllByRole("textbox", { name: /^Phone/ })[0]).toHaveValue("9830098300");
    expect(within(dialog).getAllByRole("combobox", { name: "Country code" })[0]).toHaveValue("+91");
    expect(within(dialog).getByRole("textbox", { name: /^Hospital$/ })).toHaveValue(
      "AMRI Hospital, Dhakuria",
    );
    expect(within(dialog).getByRole("checkbox", { name: HEALTH_CONSENT.text })).toBeChecked();
    expect(within(dialog).getByRole("link", { name: /^Print this card/ })).toHaveAttribute(
      "href",
      "/user/emergencycard/5",
    );

    await user.type(secondName as HTMLElement, "Mitali Roy");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(await within(dialog).findAllByText(/phone/i)).not.toHaveLength(0);
    expect(api.bodies("saveEmergencyCard")).toEqual([]);
  });

  // Issue 42: the son's UK mobile, typed under a fixed +91, was cut to 10 digits and saved without a word.
  it("keeps every digit typed, refuses a UK mobile under +91 beside the field, and sends it with +44", async () => {
    const api = stubApi({
      getEmergencyCard: { card: null, check_in_code: "ABCD-EFGH" },
      saveEmergencyCard: { card: saved, Message: EMERGENCY_CARD_MESSAGES.saved },
    });
    const { user, dialog, onClose } = open();
    const [firstName] = await within(dialog).findAllByRole("textbox", { name: /^Name/ });
    const [firstPhone] = within(dialog).getAllByRole("textbox", { name: /^Phone/ });
    const [firstCode] = within(dialog).getAllByRole("combobox", { name: "Country code" });
    await user.type(firstName as HTMLElement, "Arjun Sen");
    await user.type(firstPhone as HTMLElement, "07911234568");
    expect(firstPhone).toHaveValue("07911234568");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.phoneInvalid)).toBeVisible();
    await user.clear(firstPhone as HTMLElement);
    await user.type(firstPhone as HTMLElement, "0791123456");
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.phoneStartsWithZero)).toBeVisible();
    expect(api.bodies("saveEmergencyCard")).toEqual([]);

    await user.selectOptions(firstCode as HTMLElement, "+44");
    await user.clear(firstPhone as HTMLElement);
    await user.type(firstPhone as HTMLElement, "07911234568");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("saveEmergencyCard")[0]).toMatchObject({
      contacts: [{ name: "Arjun Sen", country_code: "+44", phone: "7911234568", relation: "" }],
    });
  });
});

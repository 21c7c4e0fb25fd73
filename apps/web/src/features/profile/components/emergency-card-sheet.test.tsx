// @vitest-environment jsdom
import { EMERGENCY_CARD_TEXT, type EmergencyCard, HEALTH_CONSENT } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { EmergencyCardSheet } from "./emergency-card-sheet.tsx";

const CARD: EmergencyCard = {
  loved_one_id: 5,
  loved_one_name: "Kamala Devi",
  contacts: [{ name: "Ramesh Das", phone: "9830098300", relation: "Son" }],
  hospital_name: "AMRI Hospital, Dhakuria",
  hospital_address: "",
  hospital_phone: "",
  allergies: "Penicillin",
  medicines: "Amlodipine 5 mg",
  health_consent: { version: HEALTH_CONSENT.version, accepted_at: "2026-12-01T04:30:00.000Z" },
  health_withheld: false,
  emergency_notes: "",
  updated_at: "2026-12-01T04:30:00.000Z",
};

describe("EmergencyCardSheet: allergies and medicines by who reads (issue 41)", () => {
  it("shows the account holder the allergies and medicines they agreed to keep", () => {
    renderWithApp(<EmergencyCardSheet card={CARD} />);
    expect(screen.getByText("Penicillin")).toBeVisible();
    expect(screen.getByText("Amlodipine 5 mg")).toBeVisible();
    expect(screen.queryByText(EMERGENCY_CARD_TEXT.healthWithheld)).toBeNull();
  });

  it("tells a circle member who sees them, in place of the details the server withheld", () => {
    renderWithApp(
      <EmergencyCardSheet
        card={{ ...CARD, allergies: "", medicines: "", health_consent: null, health_withheld: true }}
      />,
    );
    expect(screen.getByText(EMERGENCY_CARD_TEXT.healthWithheld)).toBeVisible();
    expect(screen.getByText("Ramesh Das (Son), 9830098300")).toBeVisible();
  });
});

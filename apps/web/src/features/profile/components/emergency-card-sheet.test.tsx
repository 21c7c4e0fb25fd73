// @vitest-environment jsdom
import { EMERGENCY_CARD_TEXT } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emergencyCardFixture } from "../../../test/emergency-card-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { EmergencyCardSheet } from "./emergency-card-sheet.tsx";

const CARD = emergencyCardFixture({ medicines: "Amlodipine 5 mg" });

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
    expect(screen.getByText("Ramesh Das (Son), +91 98300 98300")).toBeVisible();
  });

  it("shows a contact abroad with their country's code (issue 42)", () => {
    renderWithApp(
      <EmergencyCardSheet
        card={{ ...CARD, contacts: [{ name: "Arjun Sen", phone: "+447911234568", relation: "Son" }] }}
      />,
    );
    expect(screen.getByText("Arjun Sen (Son), +44 7911234568")).toBeVisible();
  });
});

// @vitest-environment jsdom
import { APPOINTMENT_TEXT } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { VisitCard } from "./visit-card.tsx";

describe("VisitCard's doctor's appointment (issue 42)", () => {
  it("tells the companion who, where and when, as the family gave it", () => {
    stubApi({});
    renderWithApp(
      <VisitCard
        visit={companionVisitFixture({
          service_name: "Doctor Appointment Accompaniment",
          service_kind: "doctor_visit",
          visit_date: "2099-01-01",
          appointment: {
            doctor_name: "Dr. Anjali Sen",
            clinic_name: "AMRI Hospital, Dhakuria",
            time: "10:30",
          },
        })}
      />,
    );
    const card = screen.getByRole("article", { name: /Kamala/ });
    expect(within(card).getByText(APPOINTMENT_TEXT.heading)).toBeVisible();
    expect(
      within(card).getByText("Dr. Anjali Sen, AMRI Hospital, Dhakuria, at 10:30 AM (India time)"),
    ).toBeVisible();
  });

  it("shows no appointment on a visit without one", () => {
    stubApi({});
    renderWithApp(<VisitCard visit={companionVisitFixture({ visit_date: "2099-01-01" })} />);
    expect(screen.queryByText(APPOINTMENT_TEXT.heading)).toBeNull();
  });
});

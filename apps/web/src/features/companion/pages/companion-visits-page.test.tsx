// @vitest-environment jsdom
import { EMERGENCY_CARD_TEXT, COMPANION_APP_MESSAGES as T } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../../../lib/session-token.ts";
import { stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CompanionVisitsPage } from "./companion-visits-page.tsx";

const visit = companionVisitFixture;

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ kind: "companion", companion: { user_name: "Sunita Sharma", companion_id: 12 } }),
  );
});

describe("CompanionVisitsPage", () => {
  it("shows today's visits and the next days' as cards with what the companion needs at the door", async () => {
    stubApi({
      companionGetVisits: {
        from: "2026-12-03",
        to: "2026-12-10",
        visits: [
          visit({ booking_id: 1 }),
          visit({
            booking_id: 2,
            visit_date: "2026-12-05",
            start_time: "14:00",
            shift_name: "Afternoon (1 PM – 7 PM)",
            loved_one_first_name: "Haripada",
            service_name: "Doctor Visit",
            contact_phone: "+447400123456",
            mobility: "wheelchair",
            family_notes: "",
          }),
        ],
      },
    });
    renderWithApp(<CompanionVisitsPage />, { path: "/companion" });

    const today = await screen.findByRole("region", { name: /^Today/ });
    const kamala = within(today).getByRole("article", { name: /Kamala/ });
    expect(kamala).toHaveTextContent("9:00 AM");
    expect(kamala).toHaveTextContent("Companion Visit");
    expect(kamala).toHaveTextContent("4 Hindusthan Park, Kolkata 700029");
    expect(within(kamala).getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=4%20Hindusthan%20Park%2C%20Kolkata%20700029%2C%20India",
    );
    expect(kamala).toHaveTextContent("Ramesh Das");
    expect(within(kamala).getByRole("link", { name: /Call \+91 98300 98300/ })).toHaveAttribute(
      "href",
      "tel:+919830098300",
    );
    expect(kamala).toHaveTextContent("Bengali, English");
    expect(kamala).toHaveTextContent("Walks with support");
    expect(kamala).toHaveTextContent("For this visit: Ring the bell twice.");
    expect(kamala).toHaveTextContent("About Kamala: Hard of hearing.");

    const next = screen.getByRole("region", { name: T.nextDays });
    expect(within(next).getByRole("heading", { name: "Saturday, 5 December 2026" })).toBeVisible();
    const haripada = within(next).getByRole("article", { name: /Haripada/ });
    expect(haripada).toHaveTextContent("2:00 PM");
    expect(haripada).toHaveTextContent("Uses a wheelchair");
    expect(haripada).toHaveTextContent(T.noFamilyNotes);
    expect(within(haripada).getByRole("link", { name: /^Call/ })).toHaveAttribute(
      "href",
      "tel:+447400123456",
    );
    expect(within(today).queryByText("Haripada")).toBeNull();
  });

  it("says so when no visit is assigned in the next 8 days", async () => {
    stubApi({ companionGetVisits: { from: "2026-12-03", to: "2026-12-10", visits: [] } });
    renderWithApp(<CompanionVisitsPage />, { path: "/companion" });
    expect(await screen.findByText("No visits assigned to you in the next 8 days.")).toBeVisible();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("says when today has none but later days do", async () => {
    stubApi({
      companionGetVisits: {
        from: "2026-12-03",
        to: "2026-12-10",
        visits: [visit({ visit_date: "2026-12-04" })],
      },
    });
    renderWithApp(<CompanionVisitsPage />, { path: "/companion" });
    const today = await screen.findByRole("region", { name: /^Today/ });
    expect(today).toHaveTextContent(T.noVisitsToday);
    expect(within(screen.getByRole("region", { name: T.nextDays })).getByRole("article")).toBeVisible();
  });

  it("today's visit carries the emergency card, folded until opened, with numbers to call", async () => {
    stubApi({
      companionGetVisits: {
        from: "2026-12-03",
        to: "2026-12-10",
        visits: [
          visit({
            emergency_card: {
              contacts: [
                { name: "Ramesh Das", phone: "+919830098300", relation: "Son" },
                { name: "Arjun Sen", phone: "+447911234568", relation: "Son" },
              ],
              hospital_name: "AMRI Hospital, Dhakuria",
              hospital_address: "",
              hospital_phone: "033 6626 0000",
              allergies: "Penicillin",
              medicines: "",
              emergency_notes: "Spare key with flat 2B.",
            },
          }),
        ],
      },
    });
    const { user } = renderWithApp(<CompanionVisitsPage />, { path: "/companion" });
    const kamala = await screen.findByRole("article", { name: /Kamala/ });
    const card = within(kamala).getByText(EMERGENCY_CARD_TEXT.button);
    expect(within(kamala).getByText("Penicillin")).not.toBeVisible();
    await user.click(card);
    expect(within(kamala).getByText("Penicillin")).toBeVisible();
    expect(kamala).toHaveTextContent("Spare key with flat 2B.");
    expect(within(kamala).getByRole("link", { name: /Call .*\(Ramesh Das\)/ })).toHaveAttribute(
      "href",
      "tel:+919830098300",
    );
    // A contact abroad is dialled and shown with their own country's code (issue 42).
    const abroad = within(kamala).getByRole("link", { name: /Call .*\(Arjun Sen\)/ });
    expect(abroad).toHaveAttribute("href", "tel:+447911234568");
    expect(abroad).toHaveTextContent("+44 7911234568");
    expect(within(kamala).getByRole("link", { name: /AMRI Hospital/ })).toHaveAttribute(
      "href",
      "tel:03366260000",
    );
  });
});

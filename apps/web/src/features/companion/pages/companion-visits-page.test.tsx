// @vitest-environment jsdom
import { EMERGENCY_CARD_TEXT, COMPANION_APP_MESSAGES as T, VISIT_CHECK_MESSAGES } from "@eldercare/contracts";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { freshPhone, signInCompanion } from "../../../test/phone-storage.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { enqueue, markRefused, queuedActions } from "../offline/outbox.ts";
import { CompanionVisitsPage } from "./companion-visits-page.tsx";

const visit = companionVisitFixture;

beforeEach(async () => {
  await freshPhone();
  signInCompanion(12);
});
afterEach(() => vi.restoreAllMocks());

const O = companionEn.offline;

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

  it("without signal shows the visits kept on the phone, saying so and when they were refreshed (issue 46)", async () => {
    const list = { from: "2026-12-03", to: "2026-12-10", visits: [visit({ booking_id: 1 })] };
    stubApi({ companionGetVisits: list });
    const online = renderWithApp(<CompanionVisitsPage />, { path: "/companion" });
    expect(await screen.findByRole("article", { name: /Kamala/ })).toBeVisible();
    expect(screen.getByText(/^Last refreshed/)).toBeVisible();
    expect(screen.queryByText(O.keptList, { exact: false })).toBeNull();
    online.unmount();

    // The app is opened again with no signal: the list comes from the phone.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const api = stubApi({});
    renderWithApp(<CompanionVisitsPage />, { path: "/companion" });
    expect(await screen.findByRole("article", { name: /Kamala/ })).toBeVisible();
    expect(screen.getByText(O.keptList, { exact: false })).toHaveTextContent(
      /Last refreshed \d{1,2}:\d{2} [AP]M/,
    );
    expect(api.bodies("companionGetVisits")).toEqual([]);
  });

  it("opens with the list kept on the phone while the server's is on its way, then shows the server's (issue 46)", async () => {
    const kept = { from: "2026-12-03", to: "2026-12-10", visits: [visit({ booking_id: 1 })] };
    stubApi({ companionGetVisits: kept });
    const first = renderWithApp(<CompanionVisitsPage />, { path: "/companion" });
    expect(await screen.findByRole("article", { name: /Kamala/ })).toBeVisible();
    first.unmount();

    // Opened again where the signal is slow: the answer has not come yet.
    let answer: (list: typeof kept) => void = () => undefined;
    stubApi({ companionGetVisits: new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<CompanionVisitsPage />, { path: "/companion" });
    expect(await screen.findByRole("article", { name: /Kamala/ })).toBeVisible();
    expect(screen.getByText(O.keptList, { exact: false })).toBeVisible();
    expect(screen.queryByText(companionEn.app.loading)).toBeNull();

    answer({ ...kept, visits: [visit({ booking_id: 2, loved_one_first_name: "Haripada" })] });
    expect(await screen.findByRole("article", { name: /Haripada/ })).toBeVisible();
    expect(screen.queryByRole("article", { name: /Kamala/ })).toBeNull();
    expect(screen.queryByText(O.keptList, { exact: false })).toBeNull();
  });

  it("marks what waits on the phone, and lists what the server refused with its reason until removed", async () => {
    const kamala = visit({ booking_id: 1 });
    // The app's frame, which sends the queue, is not part of this page.
    stubApi({ companionGetVisits: { from: "2026-12-03", to: "2026-12-10", visits: [kamala] } });
    const label = { firstName: "Haripada", visitDate: "2026-12-03", startTime: "14:00" };
    await enqueue({
      kind: "checkin",
      companionId: 12,
      bookingId: 1,
      key: "k1",
      phoneTime: "2026-12-03T03:28:00.000Z",
      label: { firstName: "Kamala", visitDate: "2026-12-03", startTime: "09:00" },
      body: { location: null },
    });
    const refused = await enqueue({
      kind: "checkin",
      companionId: 12,
      bookingId: 2,
      key: "k2",
      phoneTime: "2026-12-03T08:20:00.000Z",
      label,
      body: { location: null },
    });
    await markRefused(refused.seq as number, VISIT_CHECK_MESSAGES.notYours);
    const { user } = renderWithApp(<CompanionVisitsPage />, { path: "/companion" });

    const card = await screen.findByRole("article", { name: /Kamala/ });
    expect(card).toHaveTextContent("Checked in at 8:58 AM");
    expect(within(card).getByText(O.waiting)).toBeVisible();
    expect(within(card).getByRole("button", { name: "Check out" })).toBeVisible();
    expect(await screen.findByText("1 thing is waiting to send.")).toBeVisible();

    const notSent = screen.getByRole("region", { name: O.notSent });
    expect(notSent).toHaveTextContent(`${O.actionCheckIn}: Haripada, Thursday, 3 December 2026, 2:00 PM`);
    expect(notSent).toHaveTextContent(VISIT_CHECK_MESSAGES.notYours);
    await user.click(within(notSent).getByRole("button", { name: /Remove/ }));
    await waitFor(() => expect(screen.queryByRole("region", { name: O.notSent })).toBeNull());
    expect((await queuedActions(12)).map((a) => a.key)).toEqual(["k1"]);
  });
});

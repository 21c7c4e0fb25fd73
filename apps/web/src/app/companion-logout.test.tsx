// @vitest-environment jsdom
import { SUCCESS_MESSAGES, COMPANION_APP_MESSAGES as T } from "@eldercare/contracts";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { QueuedAction } from "../features/companion/offline/companion-db.ts";
import { enqueue, queuedActions } from "../features/companion/offline/outbox.ts";
import { readDraft, saveDraft } from "../features/companion/offline/report-drafts.ts";
import { keepVisits, keptVisits } from "../features/companion/offline/visit-cache.ts";
import { SESSION_STORAGE_KEY } from "../lib/session.tsx";
import { stubApi } from "../test/api-stub.ts";
import { CompanionAppRoutes } from "../test/companion-app-routes.tsx";
import { freshPhone, signInCompanion } from "../test/phone-storage.ts";
import { renderWithApp } from "../test/render.tsx";

/*
 * Log out while actions wait on the phone (issue 46): the companion is told how many wait and that they go
 * after their next login here, and chooses; with nothing waiting Log out is immediate. Either way the
 * visit list and report drafts leave the phone; the waiting actions stay.
 */

const W = companionEn.offline;

function checkIn(bookingId: number, key: string, failure?: string): QueuedAction {
  return {
    kind: "checkin",
    companionId: 12,
    bookingId,
    key,
    phoneTime: "2026-12-03T03:25:00.000Z",
    label: { firstName: "Kamala", visitDate: "2026-12-03", startTime: "09:00" },
    body: { location: null },
    ...(failure ? { failure } : {}),
  };
}

/** What a companion leaves on the phone during a day: the visit list and a report being written. */
async function keepTheDay() {
  await keepVisits(12, { from: "2026-12-03", to: "2026-12-10", visits: [] }, "2026-12-03T03:00:00.000Z");
  await saveDraft({
    companionId: 12,
    bookingId: 9,
    values: { tasks: ["walk"], mood: "4", concern: false, concern_note: "", family_note: "Tea" },
    photo: null,
    savedAt: "2026-12-03T05:00:00.000Z",
  });
}

/** The server can never be reached: the actions keep waiting however often the app tries. */
const noConnection = () => {
  throw new TypeError("Failed to fetch");
};

beforeEach(async () => {
  await freshPhone();
  signInCompanion(12);
});

describe("Log out on the companion's phone", () => {
  it("with actions waiting asks first, saying how many; Stay signed in keeps the session", async () => {
    await enqueue(checkIn(7, "k1"));
    await enqueue(checkIn(8, "k2"));
    // Refused by the server: never sent again, so not among those waiting.
    await enqueue(checkIn(5, "k3", "Only a confirmed visit can be checked into or out of."));
    const api = stubApi({
      companionCheckIn: noConnection,
      companionLogout: { Message: SUCCESS_MESSAGES.logout },
    });
    const { user, location } = renderWithApp(<CompanionAppRoutes />, { path: "/companion" });
    const logOut = screen.getByRole("button", { name: T.logOut });
    await user.click(logOut);

    const dialog = await screen.findByRole("dialog", { name: W.logOutTitle });
    expect(dialog).toHaveTextContent(W.logOutWaiting_other.replace("{{count}}", "2"));
    await user.click(within(dialog).getByRole("button", { name: W.staySignedIn }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(logOut).toHaveFocus();
    expect(location()).toBe("/companion");
    expect(screen.getByText("Sunita Sharma")).toBeVisible();
    expect(api.bodies("companionLogout")).toEqual([]);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(await queuedActions(12)).toHaveLength(3);
  });

  it("Log out anyway ends the session, forgets the visits and drafts, and keeps the actions for the next login", async () => {
    await keepTheDay();
    await enqueue(checkIn(7, "k1"));
    const api = stubApi({
      companionCheckIn: noConnection,
      companionLogout: { Message: SUCCESS_MESSAGES.logout },
    });
    const { user, location } = renderWithApp(<CompanionAppRoutes />, { path: "/companion" });
    await user.click(screen.getByRole("button", { name: T.logOut }));
    const dialog = await screen.findByRole("dialog", { name: W.logOutTitle });
    expect(dialog).toHaveTextContent(W.logOutWaiting_one.replace("{{count}}", "1"));
    await user.click(within(dialog).getByRole("button", { name: W.logOutAnyway }));

    await waitFor(() => expect(location()).toBe("/companion/login"));
    expect(api.bodies("companionLogout")).toHaveLength(1);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(async () => expect(await readDraft(12, 9)).toBeNull());
    expect(await keptVisits(12)).toBeNull();
    expect((await queuedActions(12)).map((a) => a.key)).toEqual(["k1"]);
  });

  it("with nothing waiting logs out at once, leaving no visit list or draft on the phone", async () => {
    await keepTheDay();
    const api = stubApi({ companionLogout: { Message: SUCCESS_MESSAGES.logout } });
    const { user, location } = renderWithApp(<CompanionAppRoutes />, { path: "/companion" });
    await user.click(screen.getByRole("button", { name: T.logOut }));
    await waitFor(() => expect(location()).toBe("/companion/login"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.bodies("companionLogout")).toHaveLength(1);
    await waitFor(async () => expect(await readDraft(12, 9)).toBeNull());
    expect(await keptVisits(12)).toBeNull();
  });
});

// @vitest-environment jsdom
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  type AssignCompanionRequest,
  type CompanionSuggestion,
  SUGGESTION_REASON_LABELS,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { adminBookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { AssignCompanionDialog, type AssignTarget } from "./assign-companion-dialog.tsx";

const ANITA: CompanionSuggestion = {
  companion_id: 11,
  full_name: "Anita Das",
  phone: "+919830012345",
  languages: ["Bengali", "Hindi"],
  reasons: ["visited_before", "speaks_language"],
  visits_this_week: 2,
  current: false,
};
const RAHUL: CompanionSuggestion = {
  companion_id: 12,
  full_name: "Rahul Sen",
  phone: "+919830054321",
  languages: ["English"],
  reasons: ["fewest_visits"],
  visits_this_week: 0,
  current: true,
};

const requested = adminBookingFixture({
  assigned_companion: { companion_id: 12, full_name: "Rahul Sen", phone: "+919830054321" },
});
const confirmed = adminBookingFixture({
  status: "confirmed",
  actions: ["cancel"],
  assigned_companion: { companion_id: 12, full_name: "Rahul Sen", phone: "+919830054321" },
});

const suggested = (suggestions: CompanionSuggestion[]) => (body: { booking_id: number }) => ({
  booking_id: body.booking_id,
  suggestions,
});
const assigned = (message: string) => (body: AssignCompanionRequest) => ({
  booking: {
    ...confirmed,
    assigned_companion: { companion_id: body.companion_id, full_name: "Anita Das", phone: ANITA.phone },
  },
  Message: message,
});

function open(target: AssignTarget) {
  const onClose = vi.fn();
  const view = renderWithApp(<AssignCompanionDialog target={target} onClose={onClose} />);
  const title = target.mode === "change" ? ASSIGNMENT_TEXT.changeTitle : ASSIGNMENT_TEXT.confirmTitle;
  return { ...view, dialog: screen.getByRole("dialog", { name: title }), onClose };
}

describe("AssignCompanionDialog", () => {
  it("lists the booking's suggestions with why, starts on the one held, and confirms with the one chosen", async () => {
    const api = stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: assigned(ASSIGNMENT_MESSAGES.confirmedWith),
    });
    const { user, dialog, onClose } = open({ booking: requested, mode: "confirm" });

    const held = await within(dialog).findByRole("radio", { name: "Rahul Sen" });
    expect(held).toBeChecked();
    expect(held).toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_TEXT.held));
    const anita = within(dialog).getByRole("radio", { name: "Anita Das" });
    expect(anita).not.toBeChecked();
    expect(anita).toHaveAccessibleDescription(expect.stringContaining("+91 98300 12345"));
    expect(anita).toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_TEXT.visitsThisWeek(2)));
    expect(anita).toHaveAccessibleDescription(expect.stringContaining("Bengali, Hindi"));
    expect(anita).toHaveAccessibleDescription(
      expect.stringContaining(SUGGESTION_REASON_LABELS.visited_before),
    );
    expect(api.bodies("adminSuggestCompanions")).toEqual([{ booking_id: requested.booking_id }]);
    // Confirm mode asks no reason.
    expect(within(dialog).queryByRole("textbox")).toBeNull();

    await user.click(anita);
    await user.click(within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminAssignCompanion")).toEqual([
      { booking_id: requested.booking_id, companion_id: ANITA.companion_id, confirm: true },
    ]);
    await waitFor(() => expect(screen.getByText(ASSIGNMENT_MESSAGES.confirmedWith)).toBeVisible());
  });

  it("confirms with the companion held when nobody else is chosen", async () => {
    const api = stubApi({
      adminSuggestCompanions: suggested([RAHUL, ANITA]),
      adminAssignCompanion: assigned(ASSIGNMENT_MESSAGES.confirmedWith),
    });
    const { user, dialog, onClose } = open({ booking: requested, mode: "confirm" });
    await within(dialog).findByRole("radio", { name: "Rahul Sen" });
    await user.click(within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("adminAssignCompanion")).toEqual([
      { booking_id: requested.booking_id, companion_id: RAHUL.companion_id, confirm: true },
    ]);
  });

  it("in change mode asks for a companion other than the current one and for the reason, then sends no confirm", async () => {
    const api = stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: assigned(ASSIGNMENT_MESSAGES.changed),
    });
    const { user, dialog, onClose } = open({ booking: confirmed, mode: "change" });
    // The current companion is named above the list and marked in it, and not chosen to start with.
    expect(dialog).toHaveTextContent(`${ASSIGNMENT_TEXT.companion}: Rahul Sen (+91 98300 54321)`);
    const current = await within(dialog).findByRole("radio", { name: "Rahul Sen" });
    expect(current).not.toBeChecked();
    expect(current).toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_TEXT.assignedNow));

    const send = within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.changeSubmit });
    await user.click(send);
    expect(await within(dialog).findByText("Please choose a companion")).toBeVisible();
    expect(within(dialog).getByText(ASSIGNMENT_MESSAGES.reasonRequired)).toBeVisible();

    await user.click(current);
    expect(await within(dialog).findByText(ASSIGNMENT_MESSAGES.sameCompanion)).toBeVisible();

    await user.click(within(dialog).getByRole("radio", { name: "Anita Das" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: new RegExp(`^${ASSIGNMENT_TEXT.reasonLabel}`) }),
      "Rahul is unwell",
    );
    expect(api.bodies("adminAssignCompanion")).toEqual([]);
    await user.click(send);

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminAssignCompanion")).toEqual([
      { booking_id: confirmed.booking_id, companion_id: ANITA.companion_id, reason: "Rahul is unwell" },
    ]);
    await waitFor(() => expect(screen.getByText(ASSIGNMENT_MESSAGES.changed)).toBeVisible());
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const api = stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: refuse(409, { Code: "AS002", Message: ASSIGNMENT_MESSAGES.companionBusy }),
    });
    const { user, dialog, onClose } = open({ booking: requested, mode: "confirm" });
    await user.click(await within(dialog).findByRole("radio", { name: "Anita Das" }));
    await user.click(within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(ASSIGNMENT_MESSAGES.companionBusy);
    expect(api.bodies("adminAssignCompanion")).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    // The suggestions are asked again: whoever became busy meanwhile drops out.
    await waitFor(() => expect(api.bodies("adminSuggestCompanions").length).toBeGreaterThan(1));
  });

  it("says so when nobody can make the visit, and offers no confirm", async () => {
    stubApi({ adminSuggestCompanions: suggested([]) });
    const { dialog } = open({ booking: adminBookingFixture(), mode: "confirm" });
    expect(await within(dialog).findByText(ASSIGNMENT_TEXT.noSuggestions)).toBeVisible();
    expect(within(dialog).queryByRole("radio")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Go back" })).toBeVisible();
  });
});

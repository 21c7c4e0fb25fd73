// @vitest-environment jsdom
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  type AssignCompanionRequest,
  type CompanionSuggestion,
  SERIES_REGULAR_TEXT,
  SUGGESTION_REASON_LABELS,
  TRAVEL_TEXT,
  travelRefusalMessage,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast.ts";
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
  travel_minutes: 12,
  travel_unknown: false,
};
const RAHUL: CompanionSuggestion = {
  companion_id: 12,
  full_name: "Rahul Sen",
  phone: "+919830054321",
  languages: ["English"],
  reasons: ["fewest_visits"],
  visits_this_week: 0,
  current: true,
  travel_minutes: null,
  travel_unknown: false,
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
  it("lists the booking's suggestions with why, starts on the best suited rather than the one held, and confirms with the one chosen", async () => {
    const api = stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: assigned(ASSIGNMENT_MESSAGES.confirmedWith),
    });
    const { user, dialog, onClose } = open({ booking: requested, mode: "confirm" });

    // The first of "Best suited first" is chosen, not the companion the roster held at booking (issue 42).
    const anita = await within(dialog).findByRole("radio", { name: "Anita Das" });
    expect(anita).toBeChecked();
    expect(within(dialog).getAllByRole("radio")[0]).toBe(anita);
    expect(dialog).toHaveTextContent(ASSIGNMENT_TEXT.chooseHint);
    const held = within(dialog).getByRole("radio", { name: "Rahul Sen" });
    expect(held).not.toBeChecked();
    // The one held says why: held by the roster when the family booked, not chosen by the family.
    expect(held).toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_TEXT.held));
    expect(held).toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_TEXT.heldWhy));
    expect(within(dialog).getByText(ASSIGNMENT_TEXT.heldWhy)).toBeVisible();
    expect(anita).not.toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_TEXT.heldWhy));
    expect(anita).toHaveAccessibleDescription(expect.stringContaining("+91 98300 12345"));
    expect(anita).toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_TEXT.visitsThisWeek(2)));
    expect(anita).toHaveAccessibleDescription(expect.stringContaining("Bengali, Hindi"));
    expect(anita).toHaveAccessibleDescription(
      expect.stringContaining(SUGGESTION_REASON_LABELS.visited_before),
    );
    expect(api.bodies("adminSuggestCompanions")).toEqual([{ booking_id: requested.booking_id }]);
    // Confirm mode asks no reason.
    expect(within(dialog).queryByRole("textbox")).toBeNull();

    // One click sends the best suited.
    await user.click(within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminAssignCompanion")).toEqual([
      { booking_id: requested.booking_id, companion_id: ANITA.companion_id, confirm: true },
    ]);
    await waitFor(() => expect(screen.getByText(ASSIGNMENT_MESSAGES.confirmedWith)).toBeVisible());
  });

  it("offers a care schedule's visit to make the companion its regular one, and sends it when ticked", async () => {
    const api = stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: assigned(ASSIGNMENT_MESSAGES.confirmedWith),
    });
    const { user, dialog, onClose } = open({ booking: { ...requested, series_id: 7 }, mode: "confirm" });
    const regular = await within(dialog).findByRole("checkbox", { name: SERIES_REGULAR_TEXT.makeRegular });
    expect(regular).not.toBeChecked();
    await user.click(regular);
    await user.click(within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminAssignCompanion")).toEqual([
      {
        booking_id: requested.booking_id,
        companion_id: ANITA.companion_id,
        confirm: true,
        make_regular: true,
      },
    ]);
  });

  it("says each companion's journey from their previous visit that day, and flags one that cannot be estimated", async () => {
    const far: CompanionSuggestion = {
      ...RAHUL,
      companion_id: 13,
      full_name: "Meena Ghosh",
      current: false,
      travel_unknown: true,
    };
    stubApi({ adminSuggestCompanions: suggested([ANITA, RAHUL, far]) });
    const { dialog } = open({ booking: requested, mode: "confirm" });
    const anita = await within(dialog).findByRole("radio", { name: "Anita Das" });
    expect(within(dialog).getByText("12 min from their previous visit")).toBeVisible();
    expect(anita).toHaveAccessibleDescription(expect.stringContaining(TRAVEL_TEXT.fromPrevious(12)));
    expect(anita).not.toHaveAccessibleDescription(expect.stringContaining(TRAVEL_TEXT.unknown));
    // Their first visit of the day: no journey to speak of.
    const rahul = within(dialog).getByRole("radio", { name: "Rahul Sen" });
    expect(rahul).not.toHaveAccessibleDescription(expect.stringContaining("from their previous visit"));
    expect(within(dialog).getByRole("radio", { name: "Meena Ghosh" })).toHaveAccessibleDescription(
      expect.stringContaining(TRAVEL_TEXT.unknown),
    );
    expect(within(dialog).getAllByText(TRAVEL_TEXT.unknown)).toHaveLength(1);
  });

  it("shows the travel rule's refusal, naming the journey, and stays open", async () => {
    const why = travelRefusalMessage({ side: "before", gapMinutes: 30, travelMinutes: 46 });
    stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: refuse(409, { Code: "BE010", Message: why }),
    });
    const { user, dialog, onClose } = open({ booking: requested, mode: "confirm" });
    await within(dialog).findByRole("radio", { name: "Anita Das" });
    await user.click(within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(why);
    expect(why).toContain("Only 30 min lie between this visit and their visit before this one");
    expect(why).toContain("about 46 min, with 10 min to spare");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers no such choice for a visit of no schedule", async () => {
    stubApi({ adminSuggestCompanions: suggested([ANITA, RAHUL]) });
    const { dialog } = open({ booking: requested, mode: "confirm" });
    await within(dialog).findByRole("radio", { name: "Anita Das" });
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
  });

  it("confirms with another companion when the team picks one", async () => {
    const api = stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: assigned(ASSIGNMENT_MESSAGES.confirmedWith),
    });
    const { user, dialog, onClose } = open({ booking: requested, mode: "confirm" });
    await user.click(await within(dialog).findByRole("radio", { name: "Rahul Sen" }));
    expect(within(dialog).getByRole("radio", { name: "Anita Das" })).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminAssignCompanion")).toEqual([
      { booking_id: requested.booking_id, companion_id: RAHUL.companion_id, confirm: true },
    ]);
  });

  it("shows no toast over its list: earlier toasts close when it opens, and sending raises none until it has closed", async () => {
    let answer: (value: ReturnType<ReturnType<typeof assigned>>) => void = () => {};
    stubApi({
      adminSuggestCompanions: suggested([ANITA, RAHUL]),
      adminAssignCompanion: (body: AssignCompanionRequest) =>
        new Promise((resolve) => {
          answer = () => resolve(assigned(ASSIGNMENT_MESSAGES.confirmedWith)(body));
        }),
    });
    // A toast from before (an earlier action) is on screen as the dialog opens.
    const onClose = vi.fn();
    function Console() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Confirm booking
          </button>
          <AssignCompanionDialog
            target={open ? { booking: requested, mode: "confirm" } : null}
            onClose={onClose}
          />
        </>
      );
    }
    const { user } = renderWithApp(<Console />);
    toast.success("Earlier action done");
    expect(await screen.findByText("Earlier action done")).toBeVisible();
    const toasts = () => document.querySelectorAll("[data-sonner-toast]");

    await user.click(screen.getByRole("button", { name: "Confirm booking" }));
    const dialog = screen.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    await within(dialog).findByRole("radio", { name: "Anita Das" });
    await waitFor(() => expect(screen.queryByText("Earlier action done")).toBeNull());

    const send = within(dialog).getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    // Sending: the button says so; no progress toast lies over the list.
    expect(toasts()).toHaveLength(0);
    answer(assigned(ASSIGNMENT_MESSAGES.confirmedWith)({ booking_id: 1, companion_id: 11 }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
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

// @vitest-environment jsdom
import {
  AUTOASSIGN_MESSAGES,
  AUTOASSIGN_REASON_LABELS,
  AUTOASSIGN_REFUSAL_LABELS,
  type AutoassignRequest,
  type AutoassignResponse,
  BOARD_TEXT,
  TRAVEL_TEXT,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { PlanDayDialog } from "./plan-day-dialog.tsx";

const DAY = { city_id: 4, date: "2026-12-21" };
const plan = (dryRun: boolean, rebalance = false): AutoassignResponse => ({
  dry_run: dryRun,
  assigned: [
    {
      booking_id: 31,
      visit_date: DAY.date,
      shift_type: 1,
      loved_one_name: "Kamala Devi",
      companion_id: 11,
      companion_name: "Anita Das",
      reasons: ["served_before", "speaks_language"],
      travel_minutes: 12,
    },
  ],
  unassigned: [
    {
      booking_id: 32,
      visit_date: DAY.date,
      shift_type: 2,
      loved_one_name: "Hari Sen",
      reason: "all_avoided",
    },
  ],
  moved: rebalance
    ? [
        {
          booking_id: 33,
          visit_date: DAY.date,
          shift_type: 1,
          loved_one_name: "Uma Roy",
          companion_id: 12,
          companion_name: "Bina Paul",
          from_companion_id: 13,
          from_companion_name: "Ravi Sen",
          reasons: ["family_prefers"],
          travel_minutes: null,
        },
      ]
    : [],
  moves_left: [],
  summary: {
    visits: 2,
    assigned: 1,
    moved: rebalance ? 1 : 0,
    continuity_percent: 100,
    languages_matched_percent: 100,
    travel_minutes: 12,
    per_companion: [],
  },
  Message: dryRun
    ? AUTOASSIGN_MESSAGES.planned(1, rebalance ? 1 : 0)
    : AUTOASSIGN_MESSAGES.assigned(1, rebalance ? 1 : 0),
});

function open() {
  const onClose = vi.fn();
  const view = renderWithApp(<PlanDayDialog day={DAY} shiftName={(s) => `Shift ${s}`} onClose={onClose} />);
  return { ...view, dialog: screen.getByRole("dialog", { name: BOARD_TEXT.planTitle }), onClose };
}

describe("PlanDayDialog", () => {
  it("shows the dry run's plan with why for each visit, and accepting it runs the plan for real", async () => {
    const api = stubApi({ adminAutoassign: (body: AutoassignRequest) => plan(body.dry_run === true) });
    const { user, dialog, onClose } = open();

    expect(await within(dialog).findByText(AUTOASSIGN_MESSAGES.planned(1))).toBeVisible();
    expect(dialog).toHaveTextContent("Shift 1 · Kamala Devi → Anita Das");
    expect(dialog).toHaveTextContent(
      `${AUTOASSIGN_REASON_LABELS.served_before}; ${AUTOASSIGN_REASON_LABELS.speaks_language}; ${TRAVEL_TEXT.fromPrevious(12)}`,
    );
    expect(dialog).toHaveTextContent(AUTOASSIGN_REFUSAL_LABELS.all_avoided);
    expect(api.bodies("adminAutoassign")).toEqual([
      { city_id: 4, from: DAY.date, to: DAY.date, dry_run: true, rebalance: false },
    ]);
    expect(within(dialog).getByRole("checkbox", { name: BOARD_TEXT.planRebalance })).not.toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: BOARD_TEXT.accept }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminAutoassign")[1]).toEqual({
      city_id: 4,
      from: DAY.date,
      to: DAY.date,
      dry_run: false,
      rebalance: false,
    });
    await waitFor(() => expect(screen.getByText(AUTOASSIGN_MESSAGES.assigned(1))).toBeVisible());
  });

  it("with visits not yet confirmed ticked, plans again with rebalance, shows each move, and accepts it", async () => {
    const api = stubApi({
      adminAutoassign: (body: AutoassignRequest) => plan(body.dry_run === true, body.rebalance === true),
    });
    const { user, dialog, onClose } = open();
    expect(await within(dialog).findByText(AUTOASSIGN_MESSAGES.planned(1))).toBeVisible();
    expect(dialog).not.toHaveTextContent(BOARD_TEXT.planMoved);

    await user.click(within(dialog).getByRole("checkbox", { name: BOARD_TEXT.planRebalance }));
    expect(await within(dialog).findByText(AUTOASSIGN_MESSAGES.planned(1, 1))).toBeVisible();
    expect(api.bodies("adminAutoassign")[1]).toEqual({
      city_id: 4,
      from: DAY.date,
      to: DAY.date,
      dry_run: true,
      rebalance: true,
    });
    const moves = within(dialog).getByRole("region", { name: `${BOARD_TEXT.planMoved} (1)` });
    expect(moves).toHaveTextContent(`Shift 1 · Uma Roy: ${BOARD_TEXT.planMove("Ravi Sen", "Bina Paul")}`);
    expect(moves).toHaveTextContent(AUTOASSIGN_REASON_LABELS.family_prefers);

    await user.click(within(dialog).getByRole("button", { name: BOARD_TEXT.accept }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminAutoassign")[2]).toMatchObject({ dry_run: false, rebalance: true });
    await waitFor(() => expect(screen.getByText(AUTOASSIGN_MESSAGES.assigned(1, 1))).toBeVisible());
  });

  it("shows a refusal above the buttons and offers nothing to accept", async () => {
    stubApi({
      adminAutoassign: refuse(404, { Code: "BE004", Message: AUTOASSIGN_MESSAGES.cityNotFound }),
    });
    const { dialog } = open();
    expect(await within(dialog).findByText(AUTOASSIGN_MESSAGES.cityNotFound)).toBeVisible();
    expect(within(dialog).getByRole("button", { name: BOARD_TEXT.accept })).toBeDisabled();
  });
});

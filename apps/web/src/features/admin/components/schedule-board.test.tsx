// @vitest-environment jsdom
import { BOARD_TEXT, type ScheduleBoard as Board } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { adminBookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { ScheduleBoard } from "./schedule-board.tsx";

const held = adminBookingFixture({
  booking_id: 41,
  loved_one_name: "Kamala Devi",
  shift_type: 1,
  start_time: "09:00",
  status: "confirmed",
  assigned_companion: { companion_id: 11, full_name: "Anita Das", phone: "+919830012345" },
});
const open = adminBookingFixture({
  booking_id: 42,
  loved_one_name: "Hari Sen",
  shift_type: 2,
  start_time: "13:00",
  assigned_companion: null,
});
const board: Board = {
  city_id: 4,
  date: "2026-12-21",
  companions: [
    { companion_id: 11, full_name: "Anita Das", languages: ["Bengali"], shifts: [1, 2], on_leave: false },
    { companion_id: 12, full_name: "Rahul Sen", languages: ["English"], shifts: [], on_leave: true },
  ],
  bookings: [held, open],
};

describe("ScheduleBoard", () => {
  it("puts each visit in its companion's row and shift, the open ones first, and moves one on request", async () => {
    const onMove = vi.fn();
    const { user } = renderWithApp(
      <ScheduleBoard board={board} shiftName={(s) => `Shift ${s}`} onMove={onMove} />,
    );
    const table = screen.getByRole("table", { name: BOARD_TEXT.title });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(`${BOARD_TEXT.unassigned} (1)`);
    expect(rows[1]).toHaveTextContent("13:00 · Hari Sen");
    expect(screen.getByTestId("board-companion-11")).toHaveTextContent("09:00 · Kamala Devi");
    expect(screen.getByTestId("board-companion-11")).toHaveTextContent(BOARD_TEXT.load(1));
    expect(screen.getByTestId("board-companion-12")).toHaveTextContent(BOARD_TEXT.onLeave);

    await user.click(screen.getByRole("button", { name: `${BOARD_TEXT.assign}: Hari Sen, 13:00` }));
    expect(onMove).toHaveBeenCalledWith(open);
    await user.click(screen.getByRole("button", { name: `${BOARD_TEXT.move}: Kamala Devi, 09:00` }));
    expect(onMove).toHaveBeenLastCalledWith(held);
  });
});

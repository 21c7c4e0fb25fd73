// @vitest-environment jsdom
import { SERIES_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { visitSeriesFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { EndSeriesDialog } from "./end-series-dialog.tsx";

const series = visitSeriesFixture();
const shiftName = (s: number) => (s === 1 ? "Morning (7 AM – 1 PM)" : `Shift ${s}`);

// 21:30 on 30 Nov in India: tomorrow there is 1 Dec (still 30 Nov in UTC).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T16:00:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function open(onClose = vi.fn()) {
  const view = renderWithApp(
    <EndSeriesDialog userId={7} series={series} shiftName={shiftName} onClose={onClose} />,
  );
  const dialog = screen.getByRole("dialog", { name: "End this care schedule?" });
  return { ...view, dialog, onClose, from: within(dialog).getByLabelText(/First date without visits/) };
}

const ended = (n: number) => ({
  Message: SERIES_MESSAGES.ended(n),
  series: { ...series, status: "ended" as const, until: "2026-12-07" },
  cancelled_booking_ids: [42, 43].slice(0, n),
});

describe("EndSeriesDialog (issue 44)", () => {
  it("says which schedule and what ending it means, and proposes tomorrow in India", () => {
    stubApi({});
    const { dialog, from } = open();
    expect(dialog).toHaveTextContent(
      "Companionship Visit for Sita Devi: Tuesdays and Fridays, Morning (7 AM – 1 PM) from 9:00 AM, until 31 Mar 2027.",
    );
    expect(dialog).toHaveTextContent("The visits from the date you choose on are cancelled");
    expect(dialog).toHaveTextContent("They go back into your plan's allowance");
    expect(from).toHaveValue("2026-12-01");
    expect(from).toHaveAttribute("type", "date");
    expect(from).toHaveAttribute("min", "2026-12-01");
  });

  it("sends the schedule and the first date without visits, then shows the server's message", async () => {
    const api = stubApi({ endVisitSeries: ended(2) });
    const { user, dialog, from, onClose } = open();
    await user.clear(from);
    await user.type(from, "2026-12-08");
    await user.click(within(dialog).getByRole("button", { name: "End schedule" }));
    const done = await screen.findByRole("dialog", { name: "Care schedule ended" });
    expect(within(done).getByRole("status")).toHaveTextContent(SERIES_MESSAGES.ended(2));
    expect(api.bodies("endVisitSeries")).toEqual([{ series_id: 5, from: "2026-12-08" }]);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(done).getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("sends tomorrow when the date is left as proposed", async () => {
    const api = stubApi({ endVisitSeries: ended(0) });
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole("button", { name: "End schedule" }));
    expect(await screen.findByText(SERIES_MESSAGES.ended(0))).toBeVisible();
    expect(api.bodies("endVisitSeries")).toEqual([{ series_id: 5, from: "2026-12-01" }]);
  });

  it("asks for the date in the contract's words before sending anything", async () => {
    const api = stubApi({});
    const { user, dialog, from, onClose } = open();
    await user.clear(from);
    await user.click(within(dialog).getByRole("button", { name: "End schedule" }));
    expect(await within(dialog).findByText(SERIES_MESSAGES.endDateRequired)).toBeVisible();
    expect(from).toHaveAttribute("aria-invalid", "true");
    expect(api.bodies("endVisitSeries")).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal above the buttons and keeps the dialog open", async () => {
    const tooSoon = SERIES_MESSAGES.endTooSoon("1 Dec 2026", 24);
    const api = stubApi({ endVisitSeries: refuse(422, { Code: "BE011", Message: tooSoon }) });
    const { user, dialog, onClose } = open();
    const button = within(dialog).getByRole("button", { name: "End schedule" });
    await user.click(button);
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(tooSoon);
    // Said where the eye is: just above the button that was pressed.
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.bodies("endVisitSeries")).toEqual([{ series_id: 5, from: "2026-12-01" }]);
    expect(screen.getByRole("dialog", { name: "End this care schedule?" })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps the schedule when the family changes its mind", async () => {
    const api = stubApi({});
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole("button", { name: "Keep schedule" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodies("endVisitSeries")).toEqual([]);
  });
});

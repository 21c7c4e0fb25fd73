// @vitest-environment jsdom
import { PAUSE_MESSAGES } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { PauseVisitsDialog } from "./pause-visits-dialog.tsx";

// 10:00 on 1 Dec in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T04:30:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function open(onClose = vi.fn()) {
  const view = renderWithApp(
    <PauseVisitsDialog userId={7} lovedOne={{ lovedOneId: 3, name: "Sita Devi" }} onClose={onClose} />,
  );
  const dialog = screen.getByRole("dialog", { name: "Pause Sita Devi's visits?" });
  return {
    ...view,
    dialog,
    onClose,
    from: within(dialog).getByLabelText(/First day/),
    to: within(dialog).getByLabelText(/Last day/),
    why: within(dialog).getByLabelText(/Why/),
  };
}

const paused = (n: number) => ({
  Message: PAUSE_MESSAGES.paused(n),
  pause: {
    pause_id: 1,
    loved_one_id: 3,
    from: "2026-12-08",
    to: "2026-12-14",
    reason: "hospital stay",
    cancelled: n,
    created_at: "2026-12-01T04:30:00.000Z",
  },
  cancelled_booking_ids: [42, 43].slice(0, n),
});

describe("PauseVisitsDialog (issue 44)", () => {
  it("says what a pause means and proposes a week from today", () => {
    stubApi({});
    const { dialog, from, to } = open();
    expect(dialog).toHaveTextContent(
      "Every visit for Sita Devi in these dates is cancelled, from every schedule.",
    );
    expect(dialog).toHaveTextContent("The care schedules carry on after the pause.");
    expect(from).toHaveValue("2026-12-01");
    expect(to).toHaveValue("2026-12-07");
    expect(from).toHaveAttribute("min", "2026-12-01");
  });

  it("sends the dates and the reason with a key, then says how many visits were cancelled", async () => {
    const api = stubApi({ pauseVisits: paused(2) });
    const { user, dialog, from, to, why, onClose } = open();
    await user.clear(from);
    await user.type(from, "2026-12-08");
    await user.clear(to);
    await user.type(to, "2026-12-14");
    await user.type(why, "hospital stay");
    await user.click(within(dialog).getByRole("button", { name: "Pause visits" }));
    const done = await screen.findByRole("dialog", { name: "Visits paused" });
    expect(within(done).getByRole("status")).toHaveTextContent(PAUSE_MESSAGES.paused(2));
    const [body] = api.bodies("pauseVisits");
    expect(body).toMatchObject({
      loved_one_id: 3,
      from: "2026-12-08",
      to: "2026-12-14",
      reason: "hospital stay",
    });
    expect(body?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(within(done).getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks for a reason and a last day after the first in the contract's words, sending nothing", async () => {
    const api = stubApi({});
    const { user, dialog, to } = open();
    await user.clear(to);
    await user.type(to, "2026-11-30");
    await user.click(within(dialog).getByRole("button", { name: "Pause visits" }));
    expect(await within(dialog).findByText(PAUSE_MESSAGES.reasonRequired)).toBeVisible();
    expect(within(dialog).getByText(PAUSE_MESSAGES.toBeforeFrom)).toBeVisible();
    expect(api.bodies("pauseVisits")).toEqual([]);
  });

  it("shows the server's refusal above the buttons and keeps the dialog open", async () => {
    stubApi({ pauseVisits: refuse(400, { Code: "BE001", Message: PAUSE_MESSAGES.fromPast }) });
    const { user, dialog, why, onClose } = open();
    await user.type(why, "travel");
    await user.click(within(dialog).getByRole("button", { name: "Pause visits" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PAUSE_MESSAGES.fromPast);
    expect(onClose).not.toHaveBeenCalled();
  });
});

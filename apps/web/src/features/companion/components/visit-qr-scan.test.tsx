// @vitest-environment jsdom
import {
  CHECK_IN_CODE_MESSAGES,
  COMPANION_QR_TEXT as Q,
  VISIT_CHECK_TEXT as T,
  VISIT_CHECK_MESSAGES,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { freshPhone, signInCompanion } from "../../../test/phone-storage.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { VisitCheck } from "./visit-check.tsx";
import { VisitQrScan } from "./visit-qr-scan.tsx";

// A check-in goes through the phone's queue (issue 46): a signed-in companion and an empty phone.
beforeEach(async () => {
  await freshPhone();
  signInCompanion(12);
});

const VISIT = companionVisitFixture({ booking_id: 7, languages: ["Bengali"], family_notes: "" });
/** 8:10 AM India time on the day: check-in is open. */
const AT_THE_DOOR = new Date("2026-12-03T02:40:00.000Z");

describe("VisitQrScan (decision 0093)", () => {
  it("without a camera (as here: no BarcodeDetector, no getUserMedia) says so and takes the typed code", async () => {
    const onCode = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<VisitQrScan open onClose={() => undefined} onCode={onCode} />);
    const dialog = screen.getByRole("dialog", { name: Q.title });
    expect(within(dialog).getByText(Q.noCamera)).toBeVisible();
    expect(within(dialog).queryByTestId("qr-camera")).toBeNull();

    const field = within(dialog).getByLabelText(Q.typeLabel);
    await user.type(field, "K7QM");
    await user.click(within(dialog).getByRole("button", { name: Q.checkInWithCode }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(Q.codeRequired);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(onCode).not.toHaveBeenCalled();

    // Lower case, a space instead of the dash: the code as printed is sent.
    await user.clear(field);
    await user.type(field, "k7qm 4zxp");
    await user.click(within(dialog).getByRole("button", { name: Q.checkInWithCode }));
    expect(onCode).toHaveBeenCalledWith("K7QM-4ZXP");
  });

  it("checks in with the typed code from the visit's card, and says why a wrong one is refused", async () => {
    const api = stubApi({
      companionCheckIn: (body) =>
        body.qr_code === "K7QM-4ZXP"
          ? {
              booking_id: 7,
              checked_in_at: "2026-12-03T02:40:00.000Z",
              checked_out_at: null,
              Message: VISIT_CHECK_MESSAGES.checkedIn,
            }
          : refuse(422, { Code: "BE011", Message: CHECK_IN_CODE_MESSAGES.wrongCode }),
    });
    const user = userEvent.setup();
    renderWithApp(<VisitCheck visit={VISIT} now={AT_THE_DOOR} />);
    expect(screen.getByRole("button", { name: T.checkIn })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: Q.scan }));
    let dialog = await screen.findByRole("dialog", { name: Q.title });
    await user.type(within(dialog).getByLabelText(Q.typeLabel), "ABCD-EFGH");
    await user.click(within(dialog).getByRole("button", { name: Q.checkInWithCode }));
    await waitFor(() => expect(screen.getByText(CHECK_IN_CODE_MESSAGES.wrongCode)).toBeVisible());
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: Q.scan }));
    dialog = await screen.findByRole("dialog", { name: Q.title });
    await user.type(within(dialog).getByLabelText(Q.typeLabel), "k7qm-4zxp");
    await user.click(within(dialog).getByRole("button", { name: Q.checkInWithCode }));
    await waitFor(() => expect(screen.getByText(VISIT_CHECK_MESSAGES.checkedIn)).toBeVisible());
    expect(api.bodies("companionCheckIn")).toEqual([
      expect.objectContaining({ booking_id: 7, location: null, qr_code: "ABCD-EFGH" }),
      expect.objectContaining({ booking_id: 7, location: null, qr_code: "K7QM-4ZXP" }),
    ]);
  });
});

// @vitest-environment jsdom
import { CHECK_IN_CODE_TEXT } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { RotateCheckInCodeDialog } from "./rotate-check-in-code-dialog.tsx";

const lovedOne = { loved_one_id: 12, full_name: "Kamala Devi" };

describe("RotateCheckInCodeDialog (decision 0093)", () => {
  it("says the printed code stops working, and replaces it only when confirmed", async () => {
    const onRotate = vi.fn(async () => true);
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <RotateCheckInCodeDialog lovedOne={lovedOne} onClose={onClose} onRotate={onRotate} />,
    );
    const dialog = screen.getByRole("dialog", { name: CHECK_IN_CODE_TEXT.rotateTitle("Kamala Devi") });
    expect(dialog).toHaveTextContent(CHECK_IN_CODE_TEXT.rotateHint);
    expect(onRotate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: CHECK_IN_CODE_TEXT.rotate }));
    expect(onRotate).toHaveBeenCalledWith(12);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("stays open when refused, and closes without replacing on Cancel", async () => {
    const onRotate = vi.fn(async () => false);
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <RotateCheckInCodeDialog lovedOne={lovedOne} onClose={onClose} onRotate={onRotate} />,
    );
    await user.click(screen.getByRole("button", { name: CHECK_IN_CODE_TEXT.rotate }));
    expect(onRotate).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });
});

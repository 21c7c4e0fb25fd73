// @vitest-environment jsdom
import {
  INCIDENT_MESSAGES,
  INCIDENT_SEVERITY_LABELS,
  PUBLIC_EMERGENCY_NUMBERS,
  URGENT_HELP_TEXT as T,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client.ts";
import { stubApi } from "../test/api-stub.ts";
import { COMPANY_FIXTURE } from "../test/booking-fixture.ts";
import { renderWithApp } from "../test/render.tsx";
import { UrgentHelpDialog } from "./urgent-help-dialog.tsx";

function open(onReport = vi.fn(async (): Promise<string> => INCIDENT_MESSAGES.reported), onClose = vi.fn()) {
  stubApi({ fetchCompanyDetails: COMPANY_FIXTURE });
  const view = renderWithApp(
    <UrgentHelpDialog
      open
      summary={<p>Companion visit for Sita Devi</p>}
      onClose={onClose}
      onReport={onReport}
    />,
  );
  return { ...view, onReport, onClose, dialog: screen.getByRole("dialog", { name: T.heading }) };
}

describe("UrgentHelpDialog", () => {
  it("offers 112 and 108 to call first, then the operations desk (issue 41)", async () => {
    const { dialog } = open();
    const call = await within(dialog).findByRole("link", { name: `${T.callDesk}: +91 33 4000 1234` });
    expect(call).toHaveAttribute("href", "tel:+913340001234");
    const links = within(dialog).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["tel:112", "tel:108", "tel:+913340001234"]);
    expect(links[0]).toHaveAccessibleName(PUBLIC_EMERGENCY_NUMBERS[0].label);
    expect(links[1]).toHaveAccessibleName(PUBLIC_EMERGENCY_NUMBERS[1].label);
    expect(dialog).toHaveTextContent(T.callFirst);
    expect(dialog).toHaveTextContent("Companion visit for Sita Devi");
  });

  it("asks how serious it is and what happened, in the contract's words, before sending", async () => {
    const { user, dialog, onReport } = open();
    await user.click(within(dialog).getByRole("button", { name: T.send }));
    expect(await within(dialog).findByText(INCIDENT_MESSAGES.severityRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(INCIDENT_MESSAGES.whatRequired)).toBeInTheDocument();
    expect(onReport).not.toHaveBeenCalled();

    await user.click(
      within(dialog).getByRole("radio", { name: new RegExp(`^${INCIDENT_SEVERITY_LABELS.serious}:`) }),
    );
    await user.type(within(dialog).getByRole("textbox", { name: new RegExp(T.what) }), "She had a fall.");
    await user.click(within(dialog).getByRole("button", { name: T.send }));
    await waitFor(() =>
      expect(onReport).toHaveBeenCalledWith({ severity: "serious", what_happened: "She had a fall." }),
    );
    expect(await within(dialog).findByRole("status")).toHaveTextContent(INCIDENT_MESSAGES.reported);
    expect(within(dialog).queryByRole("button", { name: T.send })).not.toBeInTheDocument();
  });

  it("shows a refusal beside the form and keeps what was written", async () => {
    const onReport = vi.fn(async (): Promise<string> => {
      throw new ApiError({ status: 422, code: "BE011", messages: [INCIDENT_MESSAGES.visitCancelled] });
    });
    const { user, dialog } = open(onReport);
    await user.click(
      within(dialog).getByRole("radio", { name: new RegExp(`^${INCIDENT_SEVERITY_LABELS.minor}:`) }),
    );
    await user.type(within(dialog).getByRole("textbox", { name: new RegExp(T.what) }), "Late by an hour.");
    await user.click(within(dialog).getByRole("button", { name: T.send }));
    expect(await within(dialog).findByText(INCIDENT_MESSAGES.visitCancelled)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: new RegExp(T.what) })).toHaveValue("Late by an hour.");
  });

  it("gives a member abroad the desk's number first, with its country code; 112 and 108 for those in India (issue 42)", async () => {
    stubApi({ fetchCompanyDetails: COMPANY_FIXTURE });
    renderWithApp(
      <UrgentHelpDialog open abroad summary={<p>Visit</p>} onClose={vi.fn()} onReport={vi.fn()} />,
    );
    const dialog = screen.getByRole("dialog", { name: T.heading });
    const desk = await within(dialog).findByRole("link", { name: `${T.abroadCallDesk}: +91 33 4000 1234` });
    expect(desk).toHaveAttribute("href", "tel:+913340001234");
    // The only call offered: 112 from a UK phone reaches the UK's services, not India's.
    expect(within(dialog).getAllByRole("link")).toEqual([desk]);
    expect(dialog).toHaveTextContent(T.abroadCallFirst);
    expect(dialog).toHaveTextContent(T.abroadIndiaNumbers);
    expect(dialog).not.toHaveTextContent(T.callFirst);
    // What to do first comes before what those in India do.
    expect(dialog.textContent?.indexOf(T.abroadCallFirst)).toBeLessThan(
      dialog.textContent?.indexOf(T.abroadIndiaNumbers) ?? 0,
    );
  });

  it("gives focus back to the button that opened it after Escape (issue 42)", async () => {
    stubApi({ fetchCompanyDetails: COMPANY_FIXTURE });
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            {T.button}
          </button>
          <UrgentHelpDialog open={open} summary={null} onClose={() => setOpen(false)} onReport={vi.fn()} />
        </>
      );
    }
    const { user } = renderWithApp(<Opener />);
    const button = screen.getByRole("button", { name: T.button });
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: T.heading })).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

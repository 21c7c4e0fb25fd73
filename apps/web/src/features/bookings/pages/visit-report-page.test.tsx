// @vitest-environment jsdom
import {
  FAMILY_MESSAGES,
  HTTP_MESSAGES,
  VISIT_REPORT_TEXT as T,
  VISIT_REPORT_MESSAGES,
  VISIT_TASK_LABELS,
} from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { MemberSessionDetails } from "../../../lib/session.tsx";
import { photoReply, refuse, stubApi } from "../../../test/api-stub.ts";
import { messagePrefsFixture } from "../../../test/message-prefs-fixture.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { visitReportFixture } from "../../../test/visit-report-fixture.ts";
import { VisitReportPage } from "./visit-report-page.tsx";

function page(bookingId: number | string = 42, user: MemberSessionDetails = MEMBER) {
  signIn(user);
  return renderWithApp(
    <Routes>
      <Route path="/user/visit/:bookingId" element={<VisitReportPage />} />
    </Routes>,
    { path: `/user/visit/${bookingId}` },
  );
}

describe("VisitReportPage", () => {
  // Issue 42: a son in London reads when the companion came in India's time and in his own.
  it("gives a member abroad the arrival and departure in their own time beside India's", async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: "Europe/London" };
    });
    stubApi({
      getVisitReport: visitReportFixture(),
      getNotificationPrefs: messagePrefsFixture("+447911234568"),
    });
    page();
    const report = await screen.findByTestId("visit-report");
    expect(await within(report).findByText(/7:35 AM India time \(.+ in London\)/)).toBeVisible();
    expect(report).toHaveTextContent(/9:40 AM India time \(.+ in London\)/);
    zone.mockRestore();
  });

  it("shows the report: the visit, when the companion came and left, what they did, the mood, the note and the photo", async () => {
    const api = stubApi({
      getNotificationPrefs: messagePrefsFixture(),
      getVisitReport: visitReportFixture({
        has_photo: true,
        concern: true,
        concern_note: "She said her knee hurts when climbing stairs.",
      }),
      visitPhoto: photoReply(),
    });
    const { unmount } = page();
    const report = await screen.findByTestId("visit-report");
    expect(screen.getByRole("heading", { level: 1, name: T.pageTitle })).toBeVisible();
    expect(report).toHaveTextContent("Companionship Visit");
    expect(report).toHaveTextContent("Sita Devi");
    expect(report).toHaveTextContent("Tue, 15 Dec 2026, Morning (7 AM – 1 PM)");
    expect(report).toHaveTextContent("Anita");
    expect(report).toHaveTextContent(`${T.checkedIn}7:35 AM India time`);
    expect(report).toHaveTextContent(`${T.checkedOut}9:40 AM India time`);
    const did = within(report)
      .getByRole("heading", { name: T.tasksHeading })
      .closest("section") as HTMLElement;
    expect(
      within(did)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([VISIT_TASK_LABELS.conversation, VISIT_TASK_LABELS.walk, VISIT_TASK_LABELS.medicine_reminder]);
    expect(report).toHaveTextContent("Good (4 of 5)");
    expect(within(report).getByRole("heading", { name: T.concernHeading })).toBeVisible();
    expect(report).toHaveTextContent("She said her knee hurts when climbing stairs.");
    expect(within(report).getByRole("heading", { name: `${T.familyNoteHeading} Anita` })).toBeVisible();
    expect(report).toHaveTextContent("We read the newspaper together and walked to the park.");
    // The photo comes with the session (POST users/visitphoto/), shown through an object URL.
    const photo = await within(report).findByRole("img", { name: T.photoAlt("Sita Devi") });
    expect(photo.getAttribute("src")).toMatch(/^blob:/);
    expect(api.bodies("visitPhoto")).toEqual([{ booking_id: 42 }]);
    // Not rated yet: the form follows.
    expect(screen.getByRole("heading", { name: T.rateTitle })).toBeVisible();
    // Leaving the page lets the photo's bytes go.
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    unmount();
    expect(revoke).toHaveBeenCalledWith(photo.getAttribute("src"));
  });

  it("says when the report cannot be found, or could not be loaded", async () => {
    stubApi({ getVisitReport: refuse(404, { Code: "BE004", Message: VISIT_REPORT_MESSAGES.noReport }) });
    const { unmount } = page();
    const missing = await screen.findByTestId("report-not-found");
    expect(missing).toHaveTextContent(T.notFound);
    expect(missing).toHaveTextContent(VISIT_REPORT_MESSAGES.noReport);
    unmount();

    stubApi({ getVisitReport: refuse(500, { Code: "SE001", Message: HTTP_MESSAGES[500] }, "System_Errors") });
    page();
    expect(await screen.findByRole("alert")).toHaveTextContent(T.loadFailed);
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("tells a viewer of the family who may rate the visit, instead of a form they could not send", async () => {
    stubApi({ getVisitReport: visitReportFixture({}), getNotificationPrefs: messagePrefsFixture() });
    page(42, { ...MEMBER, family: { membership_id: 3, payer_name: "Anita Sen", role: "viewer" } });
    await screen.findByTestId("visit-report");
    expect(screen.getByTestId("rating-refused")).toHaveTextContent(FAMILY_MESSAGES.managerOrPayer);
    expect(screen.queryByRole("heading", { name: T.rateTitle })).toBeNull();
    expect(screen.queryByRole("button", { name: /rating/i })).toBeNull();
  });

  it("treats an address that names no booking as not found, without asking", async () => {
    const api = stubApi({});
    page("abc");
    expect(await screen.findByTestId("report-not-found")).toHaveTextContent(T.notFound);
    expect(api.bodies("getVisitReport")).toEqual([]);
  });
});

// @vitest-environment jsdom
import { VISIT_REPORT_TEXT as T, VISIT_REPORT_MESSAGES, VISIT_TASK_LABELS } from "@eldercare/contracts";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { freshPhone, signInCompanion } from "../../../test/phone-storage.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CompanionVisitReportPage } from "./visit-report-page.tsx";

const VISIT = companionVisitFixture({
  booking_id: 7,
  service_kind: "errand",
  service_name: "Errands",
  checked_in_at: "2026-12-03T03:35:00.000Z",
  checked_out_at: "2026-12-03T05:30:00.000Z",
});
const visits = (list = [VISIT]) => ({ from: "2026-12-03", to: "2026-12-10", visits: list });

beforeEach(async () => {
  await freshPhone();
  signInCompanion(12);
});

function page(bookingId = 7) {
  return renderWithApp(
    <Routes>
      <Route path="/companion/visit/:bookingId/report" element={<CompanionVisitReportPage />} />
    </Routes>,
    { path: `/companion/visit/${bookingId}/report` },
  );
}

describe("CompanionVisitReportPage", () => {
  it("files the report of a visit checked out of, with the errand's tasks, and says it is filed", async () => {
    const api = stubApi({
      companionGetVisits: visits(),
      companionSubmitReport: (body) => ({
        report: {
          booking_id: 7,
          service_name: "Errands",
          loved_one_name: "Kamala Bose",
          visit_date: "2026-12-03",
          shift_name: VISIT.shift_name,
          companion_first_name: "Sunita",
          checked_in_at: VISIT.checked_in_at,
          checked_out_at: VISIT.checked_out_at,
          filed_at: "2026-12-03T05:40:00.000Z",
          tasks: body.tasks,
          mood: body.mood,
          concern: false,
          concern_note: "",
          family_note: "",
          has_photo: false,
          rating: null,
        },
        Message: VISIT_REPORT_MESSAGES.filed,
      }),
    });
    const { user } = page();
    expect(await screen.findByRole("heading", { level: 1, name: T.formTitle("Kamala") })).toBeVisible();
    expect(screen.queryByRole("checkbox", { name: VISIT_TASK_LABELS.walk })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.bills_paid }));
    await user.click(screen.getByRole("radio", { name: "Very good" }));
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByRole("status")).toHaveTextContent(VISIT_REPORT_MESSAGES.filed);
    expect(api.bodies("companionSubmitReport")).toEqual([
      {
        booking_id: 7,
        idempotency_key: expect.any(String),
        phone_time: expect.any(String),
        tasks: ["bills_paid"],
        mood: 5,
        concern: false,
        concern_note: "",
        family_note: "",
      },
    ]);
  });

  it("says so for a visit not on the companion's list, or not yet checked out of", async () => {
    stubApi({ companionGetVisits: visits() });
    const { unmount } = page(99);
    expect(await screen.findByText(T.notOnList)).toBeVisible();
    unmount();
    stubApi({ companionGetVisits: visits([{ ...VISIT, checked_out_at: null }]) });
    page();
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.notCheckedOut)).toBeVisible();
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
  });

  it("without signal says the report is saved on the phone, and says so again when opened (issue 46)", async () => {
    const noConnection = () => {
      throw new TypeError("Failed to fetch");
    };
    const api = stubApi({ companionGetVisits: visits(), companionSubmitReport: noConnection });
    const { user, unmount } = page();
    await user.click(await screen.findByRole("checkbox", { name: VISIT_TASK_LABELS.shopping }));
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.type(screen.getByLabelText(T.familyNoteLabel), "Written at the gate.");
    // From now on nothing answers: the report waits, and the list's refresh fails too.
    api.answer("companionGetVisits", noConnection);
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(
      await screen.findByRole("heading", { level: 1, name: companionEn.offline.reportSaved }),
    ).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(companionEn.offline.reportKept);
    expect(screen.getByText(companionEn.offline.waiting)).toBeVisible();
    unmount();
    // Opened again (the list now comes from the phone): no second form, the report waits.
    page();
    expect(await screen.findByText(companionEn.offline.reportKept)).toBeVisible();
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
  });
});

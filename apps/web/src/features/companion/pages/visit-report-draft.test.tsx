// @vitest-environment jsdom
import { VISIT_REPORT_TEXT as T, VISIT_REPORT_MESSAGES, VISIT_TASK_LABELS } from "@eldercare/contracts";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { closeApp, freshPhone, signInCompanion } from "../../../test/phone-storage.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { queuedActions } from "../offline/outbox.ts";
import { readDraft } from "../offline/report-drafts.ts";
import { CompanionVisitReportPage } from "./visit-report-page.tsx";

/*
 * The report being written survives a reload, a closed app and no signal (issue 46): kept on the phone as
 * it is typed, back in the form when the page opens again, gone once the report is sent or queued.
 */

const VISIT = companionVisitFixture({
  booking_id: 7,
  checked_in_at: "2026-12-03T03:35:00.000Z",
  checked_out_at: "2026-12-03T05:30:00.000Z",
});
const visits = { from: "2026-12-03", to: "2026-12-10", visits: [VISIT] };
const RESTORED = companionEn.offline.draftRestored;
const NOTE = "She told me about her garden.";
const noConnection = () => {
  throw new TypeError("Failed to fetch");
};

beforeEach(async () => {
  await freshPhone();
  signInCompanion(12);
});

function page() {
  return renderWithApp(
    <Routes>
      <Route path="/companion/visit/:bookingId/report" element={<CompanionVisitReportPage />} />
    </Routes>,
    { path: "/companion/visit/7/report" },
  );
}

const familyNote = () => screen.getByRole("textbox", { name: T.familyNoteLabel });

/** Ticks a task and a mood, writes the family's note and chooses a photo. */
async function writeReport(user: ReturnType<typeof page>["user"]) {
  await user.click(await screen.findByRole("checkbox", { name: VISIT_TASK_LABELS.walk }));
  await user.click(screen.getByRole("radio", { name: "Good" }));
  await user.type(familyNote(), NOTE);
  await user.upload(
    screen.getByLabelText(T.photoLabel),
    new File([new Uint8Array(2048)], "garden.jpg", { type: "image/jpeg" }),
  );
}

describe("the report's draft", () => {
  it("comes back after a reload with what was ticked, written and chosen, and says so", async () => {
    stubApi({ companionGetVisits: visits });
    const first = page();
    await writeReport(first.user);
    expect(screen.queryByText(RESTORED)).toBeNull();
    // Kept while the page is still open (a reload gives no warning), then the app is closed.
    await waitFor(async () => expect((await readDraft(12, 7))?.photo?.name).toBe("garden.jpg"));
    first.unmount();
    await closeApp();

    page();
    // Said in one line, read out as it appears.
    expect(await screen.findByText(RESTORED)).toHaveAttribute("role", "status");
    expect(familyNote()).toHaveValue(NOTE);
    expect(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.walk })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Good" })).toBeChecked();
    expect(screen.getByText("garden.jpg")).toBeVisible();
    expect(await screen.findByRole("img", { name: T.chosenPhotoAlt })).toBeVisible();
  });

  it("keeps what was typed just before leaving the page, and nothing of another companion's", async () => {
    stubApi({ companionGetVisits: visits });
    const first = page();
    await first.user.type(await screen.findByRole("textbox", { name: T.familyNoteLabel }), "Back in ");
    first.unmount();

    const again = page();
    await waitFor(() => expect(familyNote()).toHaveValue("Back in "));
    expect(screen.getByText(RESTORED)).toBeVisible();
    again.unmount();

    // Another companion signs in on the same phone: their form starts empty.
    signInCompanion(13, "Priya Nair");
    page();
    expect(await screen.findByRole("textbox", { name: T.familyNoteLabel })).toHaveValue("");
    // Read after the page's own read: by now a draft of theirs would be back.
    expect(await readDraft(13, 7)).toBeNull();
    expect(screen.queryByText(RESTORED)).toBeNull();
    expect(familyNote()).toHaveValue("");
  });

  it("is gone once the report is sent", async () => {
    stubApi({
      companionGetVisits: visits,
      companionUploadPhoto: { bytes: 2048, Message: VISIT_REPORT_MESSAGES.photoSaved },
      companionSubmitReport: (body) => ({
        report: {
          booking_id: 7,
          service_name: VISIT.service_name,
          loved_one_name: "Kamala Bose",
          visit_date: VISIT.visit_date,
          shift_name: VISIT.shift_name,
          companion_first_name: "Sunita",
          checked_in_at: VISIT.checked_in_at,
          checked_out_at: VISIT.checked_out_at,
          filed_at: "2026-12-03T05:40:00.000Z",
          tasks: body.tasks,
          mood: body.mood,
          concern: false,
          concern_note: "",
          family_note: body.family_note ?? "",
          has_photo: true,
          rating: null,
        },
        Message: VISIT_REPORT_MESSAGES.filed,
      }),
    });
    const { user } = page();
    await writeReport(user);
    await waitFor(async () => expect(await readDraft(12, 7)).not.toBeNull());
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByRole("status")).toHaveTextContent(VISIT_REPORT_MESSAGES.filed);
    await waitFor(async () => expect(await readDraft(12, 7)).toBeNull());
  });

  it("is gone once the report waits in the outbox without signal; the report itself stays", async () => {
    const api = stubApi({ companionGetVisits: visits, companionSubmitReport: noConnection });
    const { user } = page();
    await user.click(await screen.findByRole("checkbox", { name: VISIT_TASK_LABELS.walk }));
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.type(familyNote(), NOTE);
    api.answer("companionGetVisits", noConnection);
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(
      await screen.findByRole("heading", { level: 1, name: companionEn.offline.reportSaved }),
    ).toBeVisible();
    await waitFor(async () => expect(await readDraft(12, 7)).toBeNull());
    const [queued] = await queuedActions(12);
    expect(queued?.kind === "report" ? queued.body.family_note : null).toBe(NOTE);
  });

  it("stays when the server refuses the report, so nothing written is lost", async () => {
    stubApi({
      companionGetVisits: visits,
      companionSubmitReport: refuse(409, { Code: "BE002", Message: VISIT_REPORT_MESSAGES.notCheckedOut }),
    });
    const { user } = page();
    await user.click(await screen.findByRole("checkbox", { name: VISIT_TASK_LABELS.walk }));
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.type(familyNote(), NOTE);
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(VISIT_REPORT_MESSAGES.notCheckedOut);
    await waitFor(async () => expect((await readDraft(12, 7))?.values.family_note).toBe(NOTE));
    expect(familyNote()).toHaveValue(NOTE);
  });
});

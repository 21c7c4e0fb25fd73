// @vitest-environment jsdom
import {
  VISIT_REPORT_TEXT as T,
  VISIT_PHOTO_MAX_BYTES,
  VISIT_REPORT_MESSAGES,
  VISIT_TASK_LABELS,
  type VisitReport,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { freshPhone, signInCompanion } from "../../../test/phone-storage.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { queuedActions } from "../offline/outbox.ts";
import { flushOutbox } from "../offline/outbox-sender.ts";
import { sendQueuedAction } from "../offline/send-queued.ts";
import { VisitCard } from "./visit-card.tsx";
import { VisitReportForm } from "./visit-report-form.tsx";

/** Kamala's visit, checked in and out: its report can be filed. */
const VISIT = companionVisitFixture({
  booking_id: 7,
  checked_in_at: "2026-12-03T03:35:00.000Z",
  checked_out_at: "2026-12-03T05:30:00.000Z",
});

const REPORT: VisitReport = {
  booking_id: 7,
  service_name: "Companion Visit",
  loved_one_name: "Kamala Bose",
  visit_date: "2026-12-03",
  shift_name: "Morning (7 AM – 1 PM)",
  companion_first_name: "Sunita",
  checked_in_at: VISIT.checked_in_at,
  checked_out_at: VISIT.checked_out_at,
  filed_at: "2026-12-03T05:40:00.000Z",
  tasks: ["walk", "meal"],
  mood: 4,
  concern: false,
  concern_note: "",
  family_note: "She enjoyed the walk.",
  has_photo: true,
  rating: null,
};

const jpeg = (bytes = 2048) => new File([new Uint8Array(bytes)], "visit.jpg", { type: "image/jpeg" });

function form() {
  const onFiled = vi.fn();
  const onKept = vi.fn();
  const view = renderWithApp(<VisitReportForm visit={VISIT} onFiled={onFiled} onKept={onKept} />);
  return { ...view, onFiled, onKept };
}

beforeEach(async () => {
  await freshPhone();
  signInCompanion(12);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const photoInput = () => screen.getByLabelText(T.photoLabel) as HTMLInputElement;

describe("VisitReportForm", () => {
  it("offers the visit kind's tasks and the five moods, and needs at least one task and a mood", async () => {
    const api = stubApi({});
    const { user, onFiled } = form();
    const tasks = screen.getByRole("group", { name: new RegExp(T.tasksLegend) });
    expect(within(tasks).getAllByRole("checkbox")).toHaveLength(7);
    expect(within(tasks).getByRole("checkbox", { name: VISIT_TASK_LABELS.medicine_reminder })).toBeVisible();
    const moods = screen.getByRole("group", { name: new RegExp(T.moodLegend) });
    expect(
      within(moods)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["Very low", "Low", "Okay", "Good", "Very good"]);
    expect(photoInput()).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");

    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.tasksRequired)).toBeVisible();
    expect(screen.getByText(VISIT_REPORT_MESSAGES.moodRequired)).toBeVisible();
    // The first message is where the companion is taken: focus on the tasks' first box (issue 41).
    expect(within(tasks).getAllByRole("checkbox")[0]).toHaveFocus();
    expect(api.bodies("companionSubmitReport")).toEqual([]);
    expect(onFiled).not.toHaveBeenCalled();
  });

  it("offers the photo as a labelled button, saying which photo is chosen (issue 41)", async () => {
    stubApi({});
    const { user } = form();
    expect(screen.getByText(T.choosePhoto)).toBeVisible();
    expect(screen.getByText(T.noPhotoChosen)).toBeVisible();
    // The button's words are part of the field's name, for voice control as much as for reading.
    expect(photoInput()).toHaveAccessibleName(`${T.photoLabel} ${T.choosePhoto}`);
    await user.upload(photoInput(), jpeg(1000));
    expect(await screen.findByText(T.choosePhotoAgain)).toBeVisible();
    expect(screen.getByText("visit.jpg")).toBeVisible();
  });

  it("asks what worried the companion once they tick it, and needs that note", async () => {
    stubApi({});
    const { user } = form();
    expect(screen.queryByRole("textbox", { name: (name) => name.startsWith(T.concernNoteLabel) })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.walk }));
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.click(screen.getByRole("checkbox", { name: T.concernLabel }));
    const note = screen.getByRole("textbox", { name: (name) => name.startsWith(T.concernNoteLabel) });
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.concernNoteRequired)).toBeVisible();
    expect(note).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a photo over 5 MB or of another type before sending anything", async () => {
    const api = stubApi({});
    form();
    // The browser's picker offers only the accepted types; a file dropped or renamed can still arrive.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(photoInput(), jpeg(VISIT_PHOTO_MAX_BYTES + 1));
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.photoTooLarge)).toBeVisible();
    expect(screen.queryByRole("img", { name: T.chosenPhotoAlt })).toBeNull();
    await user.upload(photoInput(), new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.photoWrongType)).toBeVisible();
    expect(api.uploads("companionUploadPhoto")).toEqual([]);
  });

  it("uploads the photo, then files the report, and says so", async () => {
    const order: string[] = [];
    const api = stubApi({
      companionUploadPhoto: () => {
        order.push("photo");
        return { bytes: 1800, Message: VISIT_REPORT_MESSAGES.photoSaved };
      },
      companionSubmitReport: () => {
        order.push("report");
        return { report: REPORT, Message: VISIT_REPORT_MESSAGES.filed };
      },
      companionGetVisits: { from: "2026-12-03", to: "2026-12-10", visits: [] },
    });
    const { user, onFiled } = form();
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.walk }));
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.meal }));
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.type(screen.getByRole("textbox", { name: T.familyNoteLabel }), "  She enjoyed the walk. ");
    await user.upload(photoInput(), jpeg());
    expect(await screen.findByRole("img", { name: T.chosenPhotoAlt })).toBeVisible();
    await user.click(screen.getByRole("button", { name: T.submit }));

    await waitFor(() => expect(onFiled).toHaveBeenCalledTimes(1));
    expect(order).toEqual(["photo", "report"]);
    const [sent] = api.uploads("companionUploadPhoto");
    expect(sent?.booking_id).toBe("7");
    expect(sent?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.photo).toMatchObject({ name: "visit.jpg" });
    expect(api.bodies("companionSubmitReport")).toEqual([
      {
        booking_id: 7,
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        phone_time: expect.any(String),
        tasks: ["walk", "meal"],
        mood: 4,
        concern: false,
        concern_note: "",
        family_note: "She enjoyed the walk.",
      },
    ]);
    expect(await queuedActions(12)).toEqual([]);
  });

  it("shows the server's refusal of the photo and files nothing", async () => {
    const api = stubApi({
      companionUploadPhoto: refuse(422, { Code: "BE001", Message: VISIT_REPORT_MESSAGES.photoUnreadable }),
    });
    const { user, onFiled } = form();
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.conversation }));
    await user.click(screen.getByRole("radio", { name: "Okay" }));
    await user.upload(photoInput(), jpeg());
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(VISIT_REPORT_MESSAGES.photoUnreadable);
    expect(api.bodies("companionSubmitReport")).toEqual([]);
    expect(onFiled).not.toHaveBeenCalled();
    // The form keeps it to correct; nothing is left waiting on the phone.
    expect(await queuedActions(12)).toEqual([]);
  });

  it("without signal keeps the report on the phone and sends it once when the signal returns (issue 46)", async () => {
    const api = stubApi({ companionSubmitReport: { report: REPORT, Message: VISIT_REPORT_MESSAGES.filed } });
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user, onFiled, onKept } = form();
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.conversation }));
    await user.click(screen.getByRole("radio", { name: "Okay" }));
    await user.type(screen.getByLabelText(T.familyNoteLabel), "Written in the lift.");
    await user.click(screen.getByRole("button", { name: T.submit }));
    await waitFor(() => expect(onKept).toHaveBeenCalledTimes(1));
    expect(onFiled).not.toHaveBeenCalled();
    expect(api.bodies("companionSubmitReport")).toEqual([]);
    const [kept] = await queuedActions(12);
    expect(kept).toMatchObject({ kind: "report", bookingId: 7, photo: null });
    expect(kept?.body).toMatchObject({
      tasks: ["conversation"],
      mood: 3,
      family_note: "Written in the lift.",
    });

    offline.mockRestore();
    await flushOutbox(12, sendQueuedAction);
    await flushOutbox(12, sendQueuedAction);
    expect(api.bodies("companionSubmitReport")).toEqual([
      expect.objectContaining({
        booking_id: 7,
        idempotency_key: kept?.key,
        family_note: "Written in the lift.",
      }),
    ]);
    expect(await queuedActions(12)).toEqual([]);
  });
});

describe("VisitReportForm without signal for the photo (issues 42 and 46)", () => {
  it("keeps the report and the photo's bytes on the phone, photo first with its own key", async () => {
    const api = stubApi({
      companionUploadPhoto: { bytes: 1800, Message: VISIT_REPORT_MESSAGES.photoSaved },
      companionSubmitReport: { report: REPORT, Message: VISIT_REPORT_MESSAGES.filed },
    });
    const { user, onFiled, onKept } = form();
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.walk }));
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.type(screen.getByLabelText(T.familyNoteLabel), "Written on the stairs.");
    await user.upload(photoInput(), jpeg(3000));
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: T.submit }));
    await waitFor(() => expect(onKept).toHaveBeenCalledTimes(1));
    expect(api.uploads("companionUploadPhoto")).toEqual([]);
    expect(onFiled).not.toHaveBeenCalled();
    const [kept] = await queuedActions(12);
    const photo = kept?.kind === "report" ? kept.photo : null;
    expect(photo).toMatchObject({ name: "visit.jpg", type: "image/jpeg" });
    expect(photo?.bytes.byteLength).toBe(3000);
    expect(photo?.key).not.toBe(kept?.key);

    offline.mockRestore();
    await flushOutbox(12, sendQueuedAction);
    const [uploaded] = api.uploads("companionUploadPhoto");
    expect(uploaded?.idempotency_key).toBe(photo?.key);
    expect(api.bodies("companionSubmitReport")).toHaveLength(1);
  });

  it("keeps the report waiting when the phone goes offline while the photo is on its way", async () => {
    // The upload never answers, as on a phone whose signal dropped after the photo set off.
    const api = stubApi({ companionUploadPhoto: new Promise<never>(() => {}) });
    const { user, onFiled, onKept } = form();
    await user.click(screen.getByRole("checkbox", { name: VISIT_TASK_LABELS.walk }));
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.upload(photoInput(), jpeg());
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByRole("button", { name: T.uploadingPhoto })).toBeDisabled();
    await waitFor(() => expect(api.uploads("companionUploadPhoto")).toHaveLength(1));
    window.dispatchEvent(new Event("offline"));
    await waitFor(() => expect(onKept).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(onFiled).not.toHaveBeenCalled();
    expect(await queuedActions(12)).toEqual([expect.objectContaining({ kind: "report", bookingId: 7 })]);
  });
});

describe("VisitCard's report step", () => {
  it("offers the report after check-out, and says when it is filed", () => {
    const { unmount } = renderWithApp(<VisitCard visit={VISIT} />);
    expect(screen.getByRole("link", { name: `${T.fileReport} for Kamala` })).toHaveAttribute(
      "href",
      "/companion/visit/7/report",
    );
    unmount();
    renderWithApp(
      <VisitCard visit={{ ...VISIT, status: "completed", report_filed_at: "2026-12-03T05:40:00.000Z" }} />,
    );
    expect(screen.getByText(T.reportFiled)).toBeVisible();
    expect(screen.queryByRole("link", { name: /File the visit report/ })).toBeNull();
  });

  it("offers nothing before check-out", () => {
    renderWithApp(<VisitCard visit={{ ...VISIT, checked_out_at: null }} />);
    expect(screen.queryByRole("link", { name: /File the visit report/ })).toBeNull();
  });
});

import { openDB } from "idb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeApp, freshPhone } from "../../../test/phone-storage.ts";
import { COMPANION_DB_NAME, type ReportDraft } from "./companion-db.ts";
import { DRAFT_SAVE_DELAY_MS, draftKeeper, type ReadForm } from "./draft-keeper.ts";
import { queuedActions } from "./outbox.ts";
import { deleteDraft, forgetDrafts, readDraft, saveDraft } from "./report-drafts.ts";
import { keptVisits } from "./visit-cache.ts";

const VALUES: ReportDraft["values"] = {
  tasks: ["conversation"],
  mood: "4",
  concern: true,
  concern_note: "Coughing a little",
  family_note: "We had tea on the balcony.",
};

function draft(companionId: number, bookingId: number, change: Partial<ReportDraft> = {}): ReportDraft {
  return {
    companionId,
    bookingId,
    values: VALUES,
    photo: null,
    savedAt: "2026-12-03T05:35:00.000Z",
    ...change,
  };
}

beforeEach(freshPhone);
afterEach(async () => {
  vi.useRealTimers();
  await freshPhone();
});

describe("report drafts on the phone (IndexedDB)", () => {
  it("keeps a draft with its photo's bytes across closing the app, and deletes it", async () => {
    const photo = { bytes: new Uint8Array([0xff, 0xd8, 7]).buffer, type: "image/jpeg", name: "tea.jpg" };
    await saveDraft(draft(12, 7, { photo }));
    await closeApp();
    const kept = await readDraft(12, 7);
    expect(kept?.values).toEqual(VALUES);
    expect(kept?.photo?.name).toBe("tea.jpg");
    expect([...new Uint8Array(kept?.photo?.bytes ?? new ArrayBuffer(0))]).toEqual([0xff, 0xd8, 7]);
    await deleteDraft(12, 7);
    expect(await readDraft(12, 7)).toBeNull();
  });

  it("keeps one draft per companion and visit: another companion reads none of it", async () => {
    await saveDraft(draft(12, 7));
    await saveDraft(draft(12, 8, { values: { ...VALUES, family_note: "The other visit" } }));
    expect(await readDraft(13, 7)).toBeNull();
    expect((await readDraft(12, 8))?.values.family_note).toBe("The other visit");
    expect((await readDraft(12, 7))?.values.family_note).toBe(VALUES.family_note);
  });

  it("forgets every draft of the companion who logs out, and only theirs", async () => {
    await saveDraft(draft(12, 7));
    await saveDraft(draft(12, 8));
    await saveDraft(draft(13, 7));
    await forgetDrafts(12);
    expect(await readDraft(12, 7)).toBeNull();
    expect(await readDraft(12, 8)).toBeNull();
    expect(await readDraft(13, 7)).not.toBeNull();
  });

  it("opens a phone holding the first version's list and outbox without losing them, and adds drafts", async () => {
    // The database as the release before drafts made it (version 1), with a list and a waiting check-in.
    const old = await openDB(COMPANION_DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("visits", { keyPath: "companionId" });
        db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true }).createIndex(
          "byCompanion",
          "companionId",
        );
      },
    });
    await old.put("visits", {
      companionId: 12,
      data: { from: "2026-12-03", to: "2026-12-10", visits: [] },
      refreshedAt: "2026-12-03T03:00:00.000Z",
    });
    await old.add("outbox", {
      kind: "checkin",
      companionId: 12,
      bookingId: 7,
      key: "k1",
      phoneTime: "2026-12-03T03:25:00.000Z",
      label: { firstName: "Asha", visitDate: "2026-12-03", startTime: "09:00" },
      body: { location: null },
    });
    old.close();

    expect((await keptVisits(12))?.refreshedAt).toBe("2026-12-03T03:00:00.000Z");
    expect((await queuedActions(12)).map((a) => a.key)).toEqual(["k1"]);
    await saveDraft(draft(12, 7));
    expect((await readDraft(12, 7))?.values).toEqual(VALUES);
  });
});

describe("draftKeeper", () => {
  /** A form whose values the test changes. */
  function formOf(values: ReportDraft["values"] | null) {
    const form = { now: values, photo: null as File | null };
    const read: ReadForm = () => (form.now ? { values: form.now, photo: form.photo } : null);
    return { form, read };
  }

  it("writes a change once typing pauses, and at once when the form is left", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { form, read } = formOf({ ...VALUES, family_note: "We" });
    const keeper = draftKeeper(12, 7, read);
    keeper.change();
    form.now = { ...VALUES, family_note: "We had" };
    keeper.change();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS - 100);
    expect(await readDraft(12, 7)).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    await keeper.flush();
    expect((await readDraft(12, 7))?.values.family_note).toBe("We had");

    form.now = { ...VALUES, family_note: "We had tea" };
    keeper.change();
    await keeper.flush();
    expect((await readDraft(12, 7))?.values.family_note).toBe("We had tea");
  });

  it("keeps the photo's bytes, and deletes the draft once the form is emptied", async () => {
    const { form, read } = formOf(VALUES);
    form.photo = new File([new Uint8Array([1, 2, 3])], "walk.jpg", { type: "image/jpeg" });
    const keeper = draftKeeper(12, 7, read);
    keeper.change();
    await keeper.flush();
    const kept = await readDraft(12, 7);
    expect(kept?.photo).toMatchObject({ name: "walk.jpg", type: "image/jpeg" });
    expect([...new Uint8Array(kept?.photo?.bytes ?? new ArrayBuffer(0))]).toEqual([1, 2, 3]);

    form.now = null;
    keeper.change();
    await keeper.flush();
    expect(await readDraft(12, 7)).toBeNull();
  });

  it("once the report is sent or queued, deletes the draft and writes nothing more", async () => {
    const { read } = formOf(VALUES);
    const keeper = draftKeeper(12, 7, read);
    keeper.change();
    // A write on its way as the report goes: the delete comes after it, and a later change is ignored.
    const writing = keeper.flush();
    await keeper.discard();
    await writing;
    keeper.change();
    await keeper.flush();
    expect(await readDraft(12, 7)).toBeNull();
  });

  it("writes nothing after its companion logged out, though the form was still open with a change due", async () => {
    const { read } = formOf(VALUES);
    const keeper = draftKeeper(12, 7, read);
    keeper.change();
    await forgetDrafts(12);
    await keeper.flush();
    expect(await readDraft(12, 7)).toBeNull();
    // Logged in again: a form opened now keeps its draft.
    const next = draftKeeper(12, 7, read);
    next.change();
    await next.flush();
    expect(await readDraft(12, 7)).not.toBeNull();
  });
});

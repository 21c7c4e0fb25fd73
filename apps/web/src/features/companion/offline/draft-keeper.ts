import type { ReportDraft } from "./companion-db.ts";
import { deleteDraft, draftsEpoch, saveDraft } from "./report-drafts.ts";

/** A change is written this long after the last one: typing is not a write per key. */
export const DRAFT_SAVE_DELAY_MS = 500;

/** What the form holds now, or null when nothing is written in it (the draft is then deleted). */
export type ReadForm = () => { values: ReportDraft["values"]; photo: File | null } | null;

/**
 * Writes one visit's report draft as it changes (issue 46): a change is written DRAFT_SAVE_DELAY_MS after
 * the last, or at once on `flush` (the page left or hidden); writes and the final delete run one after the
 * other, so a write still on its way never brings back a draft deleted after it. `discard` (the report
 * sent or queued) deletes the draft and ends the keeping.
 */
export function draftKeeper(companionId: number, bookingId: number, read: ReadForm) {
  const epoch = draftsEpoch();
  let chain: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsaved = false;
  let touched = false;
  let ended = false;
  /** The photo's bytes, read once per photo chosen. */
  let photoBytes: { file: File; bytes: Promise<ArrayBuffer> } | null = null;

  const run = (step: () => Promise<void>) => {
    chain = chain.then(step).catch((error: unknown) => {
      // A phone that keeps nothing (IndexedDB refused) still sends the report; only the draft is lost.
      console.warn("The report's draft could not be kept on this phone", error);
    });
    return chain;
  };

  const bytesOf = (file: File) => {
    if (photoBytes?.file !== file) photoBytes = { file, bytes: file.arrayBuffer() };
    return photoBytes.bytes;
  };

  const write = async () => {
    if (ended) return;
    const now = read();
    if (!now) return deleteDraft(companionId, bookingId);
    const photo = now.photo
      ? { bytes: await bytesOf(now.photo), type: now.photo.type, name: now.photo.name }
      : null;
    if (ended) return;
    const savedAt = new Date().toISOString();
    await saveDraft({ companionId, bookingId, values: now.values, photo, savedAt }, epoch);
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!unsaved || ended) return chain;
    unsaved = false;
    return run(write);
  };

  return {
    /** Something in the form changed: written after the pause. */
    change() {
      if (ended) return;
      touched = true;
      unsaved = true;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    /** Whether the form changed since the keeper began (the companion typed before the draft was read). */
    get changed() {
      return touched;
    },
    flush,
    discard() {
      ended = true;
      clearTimeout(timer);
      timer = undefined;
      return run(() => deleteDraft(companionId, bookingId));
    },
  };
}

export type DraftKeeper = ReturnType<typeof draftKeeper>;

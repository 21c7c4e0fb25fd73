import { companionDb, type ReportDraft } from "./companion-db.ts";

/*
 * Reports being written on the phone (issue 46): kept per companion and visit as the companion types, so
 * a reload, a closed app or a restart loses nothing; gone once the report is sent or queued, and when the
 * companion logs out (a family's news does not stay on a shared phone).
 */

/** Logouts in this page so far: a form opened before one keeps nothing after it (see `saveDraft`). */
let logouts = 0;
export const draftsEpoch = () => logouts;

/**
 * Writes a draft, unless a logout came since `epoch` (a form still open as its companion logged out,
 * with a write due, must not bring back what the logout deleted).
 */
export async function saveDraft(draft: ReportDraft, epoch = logouts): Promise<void> {
  const db = await companionDb();
  if (epoch === logouts) await db.put("drafts", draft);
}

/** This companion's draft of this visit's report, or null: another companion's is never read. */
export async function readDraft(companionId: number, bookingId: number): Promise<ReportDraft | null> {
  return (await (await companionDb()).get("drafts", [companionId, bookingId])) ?? null;
}

export async function deleteDraft(companionId: number, bookingId: number): Promise<void> {
  await (await companionDb()).delete("drafts", [companionId, bookingId]);
}

/** Logging out: every draft of this companion's. */
export async function forgetDrafts(companionId: number): Promise<void> {
  logouts += 1;
  const db = await companionDb();
  const tx = db.transaction("drafts", "readwrite");
  for (const key of await tx.store.index("byCompanion").getAllKeys(companionId)) {
    await tx.store.delete(key);
  }
  await tx.done;
}

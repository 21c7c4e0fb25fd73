import type { CompanionVisit } from "@eldercare/contracts";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/*
 * What the companion's phone keeps (issue 46, decision 0096), in IndexedDB: it survives closing the app
 * and restarting the phone, which memory and sessionStorage do not, and holds a photo, which
 * localStorage cannot. Two stores: the last visit list each companion loaded, and the actions waiting to
 * be sent, in the order they were made.
 */

/** The visit list as the server last sent it, and when (the phone's clock). */
export interface KeptVisits {
  companionId: number;
  data: { from: string; to: string; visits: CompanionVisit[] };
  refreshedAt: string;
}

/** What a queued action names of its visit, to say which one it was when the visit is gone from the list. */
export interface QueuedVisitLabel {
  firstName: string;
  visitDate: string;
  startTime: string;
}

/** The photo of a queued report, as bytes (a Blob is not kept by every IndexedDB a phone may have). */
export interface QueuedPhoto {
  bytes: ArrayBuffer;
  type: string;
  name: string;
  /** The key its upload is sent with: a replay after the report failed does not upload it twice. */
  key: string;
}

/** What every queued action has: whose, which visit, its key, when it was tapped, and any refusal. */
interface QueuedBase {
  seq?: number;
  companionId: number;
  bookingId: number;
  key: string;
  phoneTime: string;
  label: QueuedVisitLabel;
  failure?: string;
}

/** A check-in or check-out made on the phone, with the location if it was shared. */
export interface QueuedCheck extends QueuedBase {
  kind: "checkin" | "checkout";
  body: {
    location: { latitude: number; longitude: number; accuracy_m: number } | null;
    /** The loved one's check-in code, scanned or typed at the door (check-in only; decision 0093). */
    qr_code?: string;
  };
}

/** A report made on the phone: its fields, and its photo (sent first). */
export interface QueuedReport extends QueuedBase {
  kind: "report";
  body: Record<string, unknown>;
  photo: QueuedPhoto | null;
}

/**
 * One action made on the phone. `key` is its idempotency key; `phoneTime` when it was tapped; `failure`
 * the server's reason once it refused the action (it then waits for the companion to read it).
 */
export type QueuedAction = QueuedCheck | QueuedReport;

interface CompanionDb extends DBSchema {
  visits: { key: number; value: KeptVisits };
  outbox: { key: number; value: QueuedAction; indexes: { byCompanion: number } };
}

export const COMPANION_DB_NAME = "eldercare-companion";

let opening: Promise<IDBPDatabase<CompanionDb>> | null = null;

/** The phone's database, opened once per page. */
export function companionDb(): Promise<IDBPDatabase<CompanionDb>> {
  opening ??= openDB<CompanionDb>(COMPANION_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("visits", { keyPath: "companionId" });
      const outbox = db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
      outbox.createIndex("byCompanion", "companionId");
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes and forgets the open database (tests start each case on a fresh one). */
export async function closeCompanionDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}

import type { CompanionVisit } from "@eldercare/contracts";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { ReportFormValues } from "../lib/report-form.ts";

/*
 * What the companion's phone keeps (issue 46, decision 0096), in IndexedDB: it survives closing the app
 * and restarting the phone, which memory and sessionStorage do not, and holds a photo, which
 * localStorage cannot. Three stores: the last visit list each companion loaded, the actions waiting to
 * be sent, in the order they were made, and the reports being written but not yet sent (version 2).
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

/**
 * A report typed but not yet sent: what the form holds and the chosen photo (as bytes, like the
 * outbox's), kept as the companion types so a reload or a closed app loses nothing.
 */
export interface ReportDraft {
  companionId: number;
  bookingId: number;
  values: ReportFormValues;
  photo: Omit<QueuedPhoto, "key"> | null;
  /** When it was last written (the phone's clock). */
  savedAt: string;
}

interface CompanionDb extends DBSchema {
  visits: { key: number; value: KeptVisits };
  outbox: { key: number; value: QueuedAction; indexes: { byCompanion: number } };
  drafts: { key: [number, number]; value: ReportDraft; indexes: { byCompanion: number } };
}

export const COMPANION_DB_NAME = "eldercare-companion";
/** 1: visits and outbox (issue 46); 2: drafts. */
export const COMPANION_DB_VERSION = 2;

let opening: Promise<IDBPDatabase<CompanionDb>> | null = null;

/** The phone's database, opened once per page. */
export function companionDb(): Promise<IDBPDatabase<CompanionDb>> {
  if (opening) return opening;
  const opened = openDB<CompanionDb>(COMPANION_DB_NAME, COMPANION_DB_VERSION, {
    // Each step runs once, from the version the phone has: what an earlier release kept stays.
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore("visits", { keyPath: "companionId" });
        const outbox = db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
        outbox.createIndex("byCompanion", "companionId");
      }
      if (oldVersion < 2) {
        const drafts = db.createObjectStore("drafts", { keyPath: ["companionId", "bookingId"] });
        drafts.createIndex("byCompanion", "companionId");
      }
    },
    // A newer release opened in another tab waits on this one's connection: let it go, and open again
    // (upgraded) at the next use here.
    blocking() {
      if (opening === settled) opening = null;
      void opened.then((db) => db.close());
    },
  });
  const settled = opened.catch((error: unknown) => {
    opening = null;
    throw error;
  });
  opening = settled;
  return opening;
}

/** Closes and forgets the open database (tests start each case on a fresh one). */
export async function closeCompanionDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}

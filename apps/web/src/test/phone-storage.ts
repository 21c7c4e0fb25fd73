import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { closeCompanionDb } from "../features/companion/offline/companion-db.ts";
import { SESSION_STORAGE_KEY } from "../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";

/*
 * The companion's phone in a unit test (issue 46): an in-memory IndexedDB (fake-indexeddb) that each test
 * starts empty, and a companion signed in as the app keeps it.
 */

/** Forgets everything kept on the "phone": the next open finds an empty database. */
export async function freshPhone(): Promise<void> {
  await closeCompanionDb();
  globalThis.indexedDB = new IDBFactory();
}

/** Closes the database as a page does when it is closed; the next open reads what was kept. */
export async function closeApp(): Promise<void> {
  await closeCompanionDb();
}

/** Signs a companion in the way the app keeps it (localStorage: the token and the details). */
export function signInCompanion(companionId = 12, userName = "Sunita Sharma"): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ kind: "companion", companion: { user_name: userName, companion_id: companionId } }),
  );
}

import { type ChangeEmitter, type ChangeFeed, createChangeFeed } from "../lib/change-feed.ts";
import type { Database } from "./client.ts";

/** The channel migration 0043's triggers notify on, the changed table's name as the payload. */
export const WORK_CHANNEL = "background_work";

/** The tables whose changes give a background sweep something to do (decision 0065). */
export const WORK_TABLES = ["notifications", "refunds", "subscriptions", "bookings"] as const;
export type WorkTable = (typeof WORK_TABLES)[number];

/** One feed per table: a sweep subscribes to the tables it reads. */
export type WorkFeeds = Record<WorkTable, ChangeFeed>;

export function createWorkFeeds(): Record<WorkTable, ChangeEmitter> {
  return {
    notifications: createChangeFeed(),
    refunds: createChangeFeed(),
    subscriptions: createChangeFeed(),
    bookings: createChangeFeed(),
  };
}

const isWorkTable = (name: string): name is WorkTable => (WORK_TABLES as readonly string[]).includes(name);

/**
 * Tells each table's feed when a transaction that changed it in a way a sweep cares about commits,
 * whichever process (or psql, or a migration) wrote: migration 0043's triggers NOTIFY in the changing
 * transaction. After a lost connection (PostgreSQL), every feed is told, since notifications may have
 * been missed meanwhile. On PGlite the one process owns the database and its notifications.
 */
export async function watchWork(
  database: Database,
  feeds: Record<WorkTable, ChangeEmitter>,
  log: { warn(obj: object, msg: string): void },
): Promise<{ stop(): Promise<void> }> {
  return database.listen(WORK_CHANNEL, {
    onNotify: (table) => {
      if (isWorkTable(table)) feeds[table].emit();
    },
    onReconnect: () => {
      for (const table of WORK_TABLES) feeds[table].emit();
    },
    onError: (error) => log.warn({ err: error }, "background work notifications: connection lost"),
  });
}

import { sql } from "drizzle-orm";
import type { ChangeEmitter } from "../lib/change-feed.ts";
import type { Database } from "./client.ts";
import { rawRows } from "./raw-rows.ts";

/** The channel migration 0027's trigger notifies on every change to public data. */
export const PUBLIC_DATA_CHANNEL = "public_data_changed";

export interface WatchOptions {
  /** How often the version is checked in case a notification was missed (0: never). */
  pollMs: number;
  log: { warn(obj: object, msg: string): void };
}

async function readVersion(database: Database): Promise<string> {
  const rows = await rawRows<{ v: string }>(
    database.db,
    sql`select last_value::text as v from public_data_version`,
  );
  return rows[0]?.v ?? "0";
}

/**
 * Tells `feed` whenever public data changes, whichever process changed it (decision 0047): at once by the
 * trigger's NOTIFY, delivered at commit; after a lost connection, on reconnecting; and, on a server, by a
 * version check every `pollMs` as the fallback for a notification missed. The sequence moves before its
 * transaction commits, so a change the check finds is reported again at the next check, after the commit.
 */
export async function watchPublicData(
  database: Database,
  feed: ChangeEmitter,
  options: WatchOptions,
): Promise<{ stop(): Promise<void> }> {
  const listening = await database.listen(PUBLIC_DATA_CHANNEL, {
    onNotify: () => feed.emit(),
    onReconnect: () => feed.emit(),
    onError: (error) => options.log.warn({ err: error }, "public data notifications: connection lost"),
  });
  if (database.kind !== "postgres" || options.pollMs <= 0) return listening;

  let seen = await readVersion(database);
  let again = false;
  const timer = setInterval(async () => {
    try {
      const version = await readVersion(database);
      if (version !== seen || again) feed.emit();
      again = version !== seen;
      seen = version;
    } catch {
      // The database is away: the caches keep what they have, and the next check compares again.
    }
  }, options.pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await listening.stop();
    },
  };
}

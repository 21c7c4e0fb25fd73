import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { type ListenHandlers, type Listening, listenOnServer } from "./pg-listener.ts";
import { ConnectionMarkingPool } from "./pool.ts";
import { queueQueries } from "./query-queue.ts";
import * as schema from "./schema/index.ts";
import { CONFLICT_RETRY, retryTransactions } from "./transaction-retry.ts";
import type { Db } from "./types.ts";

export type { Db, Schema } from "./types.ts";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** A trivial round trip, for /readyz. */
  ping(): Promise<void>;
  /** LISTEN for notifications on a channel (issued with NOTIFY in a committed transaction). */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export interface OpenOptions {
  /** An idle pooled connection was lost (server restart, failover); the pool opens a new one when needed. */
  onConnectionLost?: (error: Error) => void;
  /** A transaction lost a race (deadlock, serialization failure) and runs again (decision 0048). */
  onConflictRetry?: (error: unknown, attempt: number) => void;
  /** Called with every statement Drizzle sends (tests read the locks a call takes, in order). */
  logQuery?: (query: string, params: unknown[]) => void;
  /**
   * PGlite only: start from this data directory (a dumped tarball) instead of running initdb on an
   * empty one (the tests' migrated, seeded template: test/global-setup.ts).
   */
  pgliteTemplate?: Blob;
}

const logConnectionLost = (error: Error) =>
  console.error(
    JSON.stringify({ level: 50, time: Date.now(), msg: "database connection lost", err: error.message }),
  );

/** A held connection's failure reaches its query; the event itself needs no more than a listener. */
const ignoreHeldConnectionError = () => undefined;

/** Only the SQLSTATE: a database error's message and parameters may quote personal data. */
const logConflictRetry = (error: unknown, attempt: number) =>
  console.warn(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: "transaction ran again after a conflict",
      code: (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code,
      attempt,
    }),
  );

/**
 * The migrated and seeded data directory `npm run build:server` packs beside the bundle
 * (db/pglite-template.ts). Running from source there is none, and a new database runs initdb.
 */
const PGLITE_TEMPLATE = join(import.meta.dirname, "pglite-template.tar.gz");

/**
 * PGlite with the extensions the migrations create: pg_trgm for the console's searches, btree_gist for a
 * companion's visits that must not overlap.
 */
export function newPglite(dataDir?: string, template?: Blob): PGlite {
  const options: PGliteOptions = {
    extensions: { pg_trgm, btree_gist },
    ...(template ? { loadDataDir: template } : {}),
  };
  return dataDir === undefined || dataDir === "memory://"
    ? new PGlite(options)
    : new PGlite(dataDir, options);
}

/** The template, when there is one and `dataDir` holds no database yet. */
function templateFor(dataDir: string): Blob | undefined {
  if (!existsSync(PGLITE_TEMPLATE)) return undefined;
  if (dataDir !== "memory://" && existsSync(join(dataDir, "PG_VERSION"))) return undefined;
  return new Blob([readFileSync(PGLITE_TEMPLATE)]);
}

/** Opens PGlite (a directory, or "memory://") or a pool to a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const retry = { ...CONFLICT_RETRY, onRetry: options.onConflictRetry ?? logConflictRetry };
  if (target.kind === "postgres") {
    const pool = new ConnectionMarkingPool({ connectionString: target.url, max: 10 });
    // Without a listener, a dropped idle connection is an uncaught error that ends the process.
    pool.on("error", options.onConnectionLost ?? logConnectionLost);
    pool.on("connect", (client) => {
      queueQueries(client);
      // The pool listens for errors only while a connection is idle; one cut while a request holds it
      // would otherwise end the process. The query in flight fails by itself, and the pool drops the
      // broken connection when it is handed back.
      client.on("error", ignoreHeldConnectionError);
    });
    const logger = options.logQuery ? { logQuery: options.logQuery } : false;
    // Every transaction that loses a race (deadlock, serialization failure) runs again (decision 0048).
    const db = retryTransactions(drizzlePg({ client: pool, schema, logger }) as unknown as Db, retry);
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      listen: (channel, handlers) => listenOnServer(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client = newPglite(target.dataDir, options.pgliteTemplate ?? templateFor(target.dataDir));
  await client.waitReady;
  const logger = options.logQuery ? { logQuery: options.logQuery } : false;
  const db = retryTransactions(drizzlePglite({ client, schema, logger }) as unknown as Db, retry);
  let closed = false;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    // One process owns an embedded database: its notifications cannot be missed.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      return { stop: () => (closed ? Promise.resolve() : unlisten()) };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

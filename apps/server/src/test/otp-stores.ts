import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Database } from "../db/client.ts";
import type { OtpStore } from "../modules/auth/otp-store.ts";
import { createPgOtpStore } from "../modules/auth/pg-otp-store.ts";
import { createRedisOtpStore } from "../modules/auth/redis-otp-store.ts";

export type OtpStoreKind = OtpStore["kind"];

/** The database always; Redis as well when TEST_REDIS_URL is set (CI sets it). */
export const TEST_OTP_STORES: OtpStoreKind[] = process.env.TEST_REDIS_URL
  ? ["database", "redis"]
  : ["database"];

/**
 * Opens stores over one shared state, as several server processes would: the same database, or the
 * same Redis under a key prefix of this test's own (removed again by `close`).
 */
export function createTestOtpStores(kind: OtpStoreKind, database: Database) {
  const prefix = `eldercare-test:${randomBytes(6).toString("hex")}:`;
  const clients: Redis[] = [];
  const redisClient = () => {
    const client = new Redis(process.env.TEST_REDIS_URL as string, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
  return {
    prefix,
    /** A new store instance (its own connection) over the shared state. */
    open(): OtpStore {
      return kind === "redis" ? createRedisOtpStore(redisClient(), prefix) : createPgOtpStore(database);
    },
    /** Every stored field of every code sent to this identifier (to check what is kept at rest). */
    async storedCodes(identifier: string): Promise<Record<string, string>[]> {
      if (kind === "database") {
        const { rows } = (await database.db.execute(
          sql`select * from otp_codes where identifier = ${identifier}`,
        )) as unknown as { rows: Record<string, unknown>[] };
        return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));
      }
      const client = clients[0] ?? redisClient();
      const keys = await client.keys(`${prefix}code:*`);
      const codes = await Promise.all(keys.map((k) => client.hgetall(k)));
      return codes.filter((c) => c.identifier === identifier);
    },
    async close() {
      const [first] = clients;
      if (first) {
        const keys = await first.keys(`${prefix}*`);
        if (keys.length) await first.del(...keys);
      }
      await Promise.all(clients.map((c) => c.quit()));
    },
  };
}

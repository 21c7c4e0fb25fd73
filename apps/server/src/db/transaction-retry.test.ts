import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { AppError } from "../http/app-error.ts";
import { createRecordingSenders, createTestDatabase, TEST_APP_CONFIG } from "../test/harness.ts";
import { retryConflicts } from "./transaction-retry.ts";

/** What the drivers throw when PostgreSQL ends a transaction to break a deadlock: Drizzle's error, the cause inside. */
function deadlock(): Error {
  const cause = Object.assign(new Error("deadlock detected"), { code: "40P01", severity: "ERROR" });
  return Object.assign(new Error('Failed query: update "bookings" …'), { cause });
}

/** A policy that waits no real time, and records the waits it was asked for. */
function recordingPolicy() {
  const waits: number[] = [];
  const retried: number[] = [];
  return {
    waits,
    retried,
    policy: {
      attempts: 3,
      maxFirstWaitMs: 20,
      random: () => 0.5,
      sleep: async (ms: number) => void waits.push(ms),
      onRetry: (_error: unknown, attempt: number) => void retried.push(attempt),
    },
  };
}

describe("retryConflicts", () => {
  it("runs a callback that deadlocks twice three times, waiting a jittered, growing while between, and returns its result", async () => {
    const { waits, retried, policy } = recordingPolicy();
    let runs = 0;
    const result = await retryConflicts(async () => {
      runs += 1;
      if (runs <= 2) throw deadlock();
      return "done";
    }, policy);
    expect(result).toBe("done");
    expect(runs).toBe(3);
    // Between half and the whole of 20 ms, then of 40 ms (random 0.5: three quarters).
    expect(waits).toEqual([15, 30]);
    // Each run again told (the server logs it: a broken lock order shows there).
    expect(retried).toEqual([1, 2]);
  });

  it("retries a serialization failure (40001) the same way", async () => {
    const { policy } = recordingPolicy();
    let runs = 0;
    await retryConflicts(async () => {
      runs += 1;
      if (runs === 1) throw Object.assign(new Error("could not serialize access"), { code: "40001" });
    }, policy);
    expect(runs).toBe(2);
  });

  it("ends a callback that always deadlocks after three runs in 409 BE012, the last conflict kept as its cause", async () => {
    const { waits, policy } = recordingPolicy();
    let runs = 0;
    const last = deadlock();
    const error = await retryConflicts(async () => {
      runs += 1;
      throw runs === 3 ? last : deadlock();
    }, policy).catch((e: unknown) => e);
    expect(runs).toBe(3);
    expect(waits).toHaveLength(2);
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe("BE012");
    expect(appError.status).toBe(409);
    expect(appError.items).toEqual([{ Code: "BE012", Message: SYSTEM_MESSAGES.changedAtOnce }]);
    expect(appError.cause).toBe(last);
  });

  it("passes any other failure through at once, without running again", async () => {
    const { waits, policy } = recordingPolicy();
    let runs = 0;
    const refusal = new AppError("BE010");
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw refusal;
      }, policy),
    ).rejects.toBe(refusal);
    const unique = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw unique;
      }, policy),
    ).rejects.toBe(unique);
    expect(runs).toBe(2);
    expect(waits).toEqual([]);
  });

  it("waits by default between 10 and 20 ms before the second run", async () => {
    let runs = 0;
    const started = Date.now();
    let second = 0;
    await retryConflicts(async () => {
      runs += 1;
      if (runs === 1) throw deadlock();
      second = Date.now();
    });
    expect(second - started).toBeGreaterThanOrEqual(9);
  });
});

describe("a conflict the API answers", () => {
  it("409 BE012 with the message, never a 500: one outlasting the retries, and one outside a transaction", async () => {
    const { database, drop } = await createTestDatabase("pglite");
    const app = await buildApp(TEST_APP_CONFIG, database, {
      senders: createRecordingSenders().senders,
      inbox: null,
    });
    let runs = 0;
    // Every database transaction retries: the same callback three times, then 409.
    app.post("/api/test/always-deadlocks", async () => {
      await database.db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`select 1`);
        throw deadlock();
      });
      return {};
    });
    app.post("/api/test/deadlock-outside", async () => {
      throw deadlock();
    });
    try {
      for (const url of ["/api/test/always-deadlocks", "/api/test/deadlock-outside"]) {
        const res = await app.inject({ method: "POST", url, payload: {} });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().Errors.Business_Errors).toEqual([
          { Code: "BE012", Message: SYSTEM_MESSAGES.changedAtOnce },
        ]);
        expect(res.body).not.toContain("deadlock");
      }
      expect(runs).toBe(3);
    } finally {
      await app.close();
      await drop();
    }
  });
});

// Only the PostgreSQL server runs two transactions at once: a real deadlock, which PostgreSQL breaks
// after deadlock_timeout (a second by default) by ending one of them.
if (process.env.TEST_DATABASE_URL)
  describe("a real deadlock (postgres)", () => {
    it("two transactions locking two rows in opposite orders both commit: the one PostgreSQL ends runs again", async () => {
      const { database, drop } = await createTestDatabase("postgres");
      const { db } = database;
      try {
        await db.execute(sql`create table race_rows (id int primary key, n int not null default 0)`);
        await db.execute(sql`insert into race_rows (id) values (1), (2)`);
        let runs = 0;
        let arrived = 0;
        let release: () => void = () => {};
        const bothHoldOne = new Promise<void>((resolve) => {
          release = resolve;
        });
        const lockBoth = (first: number, second: number) =>
          db.transaction(async (tx) => {
            runs += 1;
            await tx.execute(sql`update race_rows set n = n + 1 where id = ${first}`);
            // The first run of each waits until both hold their first row; a run again does not.
            if (runs <= 2) {
              arrived += 1;
              if (arrived === 2) release();
              await bothHoldOne;
            }
            await tx.execute(sql`update race_rows set n = n + 1 where id = ${second}`);
          });
        await Promise.all([lockBoth(1, 2), lockBoth(2, 1)]);
        expect(runs).toBe(3);
        const { rows } = (await db.execute(sql`select id, n from race_rows order by id`)) as unknown as {
          rows: { id: number; n: number }[];
        };
        // Each transaction's two updates, once: the ended run left nothing behind.
        expect(rows).toEqual([
          { id: 1, n: 2 },
          { id: 2, n: 2 },
        ]);
      } finally {
        await drop();
      }
    }, 30_000);
  });

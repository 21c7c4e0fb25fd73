import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import { AppError } from "../http/app-error.ts";
import { concurrencyConflict } from "../lib/db-errors.ts";
import type { Db } from "./types.ts";

/*
 * A transaction that lost a race is run again (decision 0048). Every change takes its locks in one order
 * (decision 0033, written down at the top of modules/availability/availability.ts), so two changes should
 * never deadlock; should one still (a path missed, a lock PostgreSQL takes on its own), or a
 * serialization failure happen, PostgreSQL has rolled the whole transaction back, and running the whole
 * callback again from the start is safe: everything a transaction does is in the database, including the
 * emails, which go to the outbox in the same transaction and are sent after it commits. A callback must
 * therefore do nothing outside the database (no email sent straight away, no in-memory state changed);
 * a retried one that did would do it twice. After the last try the caller gets 409 BE012, never a 500.
 */

/** How a transaction that lost a race is tried again. */
export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The longest wait before the second run, in ms; it doubles before each later run. */
  maxFirstWaitMs: number;
  /** Waits (tests pass one that records). */
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1) (tests pass a fixed one). */
  random?: () => number;
  /** Told of each conflict that is tried again (the log: a lock order broken somewhere shows there). */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** Three runs; waits of 10–20 ms, then 20–40 ms: the other transaction has usually committed by then. */
export const CONFLICT_RETRY: RetryPolicy = { attempts: 3, maxFirstWaitMs: 20 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run`, and runs it again from the start, up to `policy.attempts` runs in all, when it fails with
 * a deadlock (40P01) or a serialization failure (40001), after a jittered wait (between half and the
 * whole of the step's longest wait, so two transactions that met do not meet again in step). Any other
 * failure passes through at once. The last conflict becomes AppError BE012 (409), its cause kept for the
 * log.
 */
export async function retryConflicts<T>(
  run: () => Promise<T>,
  policy: RetryPolicy = CONFLICT_RETRY,
): Promise<T> {
  const sleep = policy.sleep ?? wait;
  const random = policy.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!concurrencyConflict(error)) throw error;
      if (attempt >= policy.attempts) {
        throw new AppError("BE012", SYSTEM_MESSAGES.changedAtOnce, [], { cause: error });
      }
      policy.onRetry?.(error, attempt);
      const longest = policy.maxFirstWaitMs * 2 ** (attempt - 1);
      await sleep(Math.round(longest / 2 + (random() * longest) / 2));
    }
  }
}

/**
 * Makes the database's `transaction` retry conflicts (`retryConflicts`): every `db.transaction(…)` a
 * service opens runs its whole callback again when it loses a race. Only the outermost: a transaction
 * opened inside one (`tx.transaction`, a savepoint) is not retried on its own: the locks the outer one
 * already holds are part of the conflict, so its error goes on to the outer `db.transaction`, which runs
 * everything again.
 */
export function retryTransactions(db: Db, policy: RetryPolicy = CONFLICT_RETRY): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    retryConflicts(() => transaction(run, config), policy)) as Db["transaction"];
  return db;
}

import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import type { Database } from "../../db/client.ts";

export type Readiness =
  | { ready: true; database: Database["kind"]; redis?: "ok" }
  | { ready: false; message: string; failed?: { what: "database" | "redis"; error: unknown } };

/** Readiness: not while shutting down; the database, and Redis when codes live there, must answer. */
export function createHealth(deps: {
  database: Database;
  redis?: { ping(): Promise<void> } | undefined;
  isClosing: () => boolean;
  /** True while the process renders its public pages after it starts listening (plugins/static-web.ts). */
  isStarting?: () => boolean;
}) {
  async function readiness(): Promise<Readiness> {
    if (deps.isClosing()) return { ready: false, message: SYSTEM_MESSAGES.shuttingDown };
    try {
      await deps.database.ping();
    } catch (error) {
      const failed = { what: "database", error } as const;
      return { ready: false, message: SYSTEM_MESSAGES.databaseUnavailable, failed };
    }
    try {
      await deps.redis?.ping();
    } catch (error) {
      return { ready: false, message: SYSTEM_MESSAGES.redisUnavailable, failed: { what: "redis", error } };
    }
    return { ready: true, database: deps.database.kind, ...(deps.redis ? { redis: "ok" } : {}) };
  }

  return { readiness, isStarting: deps.isStarting ?? (() => false) };
}
export type Health = ReturnType<typeof createHealth>;

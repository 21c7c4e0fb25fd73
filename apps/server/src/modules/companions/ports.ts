import type { Db } from "../../db/client.ts";

/*
 * What the companions module asks of the module above it (docs/decisions/0034): the administrators'
 * audit trail is the admin module's, and app.ts hands over its service, which fits.
 */

/** One administrator's change to a companion, as the audit trail keeps it. */
export interface CompanionAuditEntry {
  adminId: number;
  /** e.g. "companion.create". */
  action: string;
  targetType: "companion";
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
  at: Date;
}

/** Writes an audit row inside the change's own transaction (so a rolled-back change leaves none). */
export interface CompanionAudit {
  record(tx: Db, entry: CompanionAuditEntry): Promise<void>;
}

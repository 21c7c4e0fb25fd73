import type { Db } from "../../db/client.ts";

/*
 * What the staff module asks of the modules around it (decision 0034): the administrators' audit trail is
 * the admin module's, written in the staff change's own transaction.
 */

export interface StaffAuditEntry {
  adminId: number;
  /** "staff.create" or "staff.update". */
  action: string;
  targetType: "staff";
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
  at: Date;
}

/** Writes an audit row inside the change's own transaction (so a rolled-back change leaves none). */
export interface StaffAudit {
  record(tx: Db, entry: StaffAuditEntry): Promise<void>;
}

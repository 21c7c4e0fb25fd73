import type { Db } from "../../db/client.ts";

/*
 * What the holidays module asks of the modules around it (decision 0034): the administrators' audit trail
 * is the admin module's, written in the holiday change's own transaction.
 */

export interface HolidayAuditEntry {
  adminId: number;
  /** "holiday.create", "holiday.rename", "holiday.close" or "holiday.reopen". */
  action: string;
  targetType: "holiday";
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
  at: Date;
}

/** Writes an audit row inside the change's own transaction (so a rolled-back change leaves none). */
export interface HolidayAudit {
  record(tx: Db, entry: HolidayAuditEntry): Promise<void>;
}

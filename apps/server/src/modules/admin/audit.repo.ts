import type { AuditTarget } from "@eldercare/contracts";
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminAudit } from "../../db/schema/index.ts";

export type AuditInsert = typeof adminAudit.$inferInsert;

export async function insertAudit(tx: Db, row: AuditInsert): Promise<number> {
  const [inserted] = await tx.insert(adminAudit).values(row).returning({ id: adminAudit.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

/** Many audit rows in one statement (a run that gives thousands of visits their companion). */
export async function insertAudits(tx: Db, rows: AuditInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(adminAudit).values(rows);
}

/** An export's row once its file has been sent (or has stopped): how many rows went, and whether all did. */
export async function finishExport(db: Db, id: number, rows: number, complete: boolean): Promise<void> {
  await db
    .update(adminAudit)
    .set({
      after: sql`jsonb_set(jsonb_set(${adminAudit.after}, '{rows}', to_jsonb(${rows}::int)), '{complete}', to_jsonb(${complete}::boolean))`,
    })
    .where(and(eq(adminAudit.id, id), eq(adminAudit.targetType, "export")));
}

export interface AuditFilter {
  targetType?: AuditTarget | null | undefined;
  targetId?: number | null | undefined;
  adminId?: number | null | undefined;
  /** created_at at or after. */
  from?: Date | null;
  /** created_at before. */
  before?: Date | null;
}

function auditWhere(f: AuditFilter) {
  return and(
    f.targetType ? eq(adminAudit.targetType, f.targetType) : undefined,
    f.targetId ? eq(adminAudit.targetId, f.targetId) : undefined,
    f.adminId ? eq(adminAudit.adminId, f.adminId) : undefined,
    f.from ? gte(adminAudit.createdAt, f.from) : undefined,
    f.before ? lt(adminAudit.createdAt, f.before) : undefined,
  );
}

/** A page of audit rows, newest first; and how many match. */
export async function pageAudit(db: Db, f: AuditFilter, offset: number, limit: number) {
  const where = auditWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

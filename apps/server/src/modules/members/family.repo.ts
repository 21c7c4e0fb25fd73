import type { CircleRole } from "@eldercare/contracts";
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { familyActivity, familyMembers, users } from "../../db/schema/index.ts";

export type MembershipRow = typeof familyMembers.$inferSelect;

/** The payer's circle as it stands: invitations still open or expired, and active members. */
export function listCircle(db: Db, payerId: number) {
  return db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.payerId, payerId), ne(familyMembers.status, "removed")))
    .orderBy(asc(familyMembers.id));
}

/**
 * Invitations past their link's life are withdrawn, inside the payer's locked transaction before counting:
 * they no longer hold a place, and the same phone may be invited again.
 */
export async function withdrawExpired(tx: Db, payerId: number, at: Date): Promise<void> {
  await tx
    .update(familyMembers)
    .set({ status: "removed", tokenHash: null, removedAt: at })
    .where(
      and(
        eq(familyMembers.payerId, payerId),
        eq(familyMembers.status, "invited"),
        lte(familyMembers.expiresAt, at),
      ),
    );
}

/** Places taken in the payer's circle (invited or active); under the payer's row lock. */
export async function countLive(tx: Db, payerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(familyMembers)
    .where(and(eq(familyMembers.payerId, payerId), ne(familyMembers.status, "removed")));
  return row?.n ?? 0;
}

/** Invitations the payer sent since `since` (withdrawn and expired ones too); under the payer's row lock. */
export async function countSentSince(tx: Db, payerId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(familyMembers)
    .where(and(eq(familyMembers.payerId, payerId), gt(familyMembers.invitedAt, since)));
  return row?.n ?? 0;
}

export async function insertInvite(tx: Db, row: typeof familyMembers.$inferInsert): Promise<MembershipRow> {
  const [inserted] = await tx.insert(familyMembers).values(row).returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

/** An invitation whose link still works, with the inviting payer's name. */
export async function findOpenInvite(db: Db, tokenHash: string, at: Date) {
  const [row] = await db
    .select({ invite: familyMembers, payerName: users.userName })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.payerId))
    .where(
      and(
        eq(familyMembers.tokenHash, tokenHash),
        eq(familyMembers.status, "invited"),
        gt(familyMembers.expiresAt, at),
        isNull(users.erasedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The membership a used link made, with the payer's name, if this very account joined with it and is
 * still in the circle; null otherwise (never tells anyone else the link was used).
 */
export async function findJoinedWith(db: Db, tokenHash: string, memberUserId: number) {
  const [row] = await db
    .select({ invite: familyMembers, payerName: users.userName })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.payerId))
    .where(
      and(
        eq(familyMembers.tokenHash, tokenHash),
        eq(familyMembers.status, "active"),
        eq(familyMembers.memberUserId, memberUserId),
        isNull(users.erasedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Accepts an open invitation for this account, once: the link is spent. Null if it was not open. */
export async function activate(tx: Db, id: number, tokenHash: string, memberUserId: number, at: Date) {
  const [row] = await tx
    .update(familyMembers)
    // The link's hash stays with the membership (spent: it is active, not invited), so the person who
    // joined can be told so if they open it again (issue 42); removal clears it.
    .set({ status: "active", memberUserId, acceptedAt: at })
    .where(
      and(
        eq(familyMembers.id, id),
        eq(familyMembers.tokenHash, tokenHash),
        eq(familyMembers.status, "invited"),
        gt(familyMembers.expiresAt, at),
      ),
    )
    .returning();
  return row ?? null;
}

/** Removes one of the payer's circle (or withdraws the invitation); null if it was not theirs or is gone. */
export async function removeMember(tx: Db, payerId: number, id: number, at: Date) {
  const [row] = await tx
    .update(familyMembers)
    .set({ status: "removed", tokenHash: null, removedAt: at })
    .where(
      and(eq(familyMembers.id, id), eq(familyMembers.payerId, payerId), ne(familyMembers.status, "removed")),
    )
    .returning();
  return row ?? null;
}

export async function setRole(tx: Db, payerId: number, id: number, role: CircleRole) {
  const [row] = await tx
    .update(familyMembers)
    .set({ role })
    .where(
      and(eq(familyMembers.id, id), eq(familyMembers.payerId, payerId), ne(familyMembers.status, "removed")),
    )
    .returning();
  return row ?? null;
}

/** The families a person belongs to (active memberships of payers not erased), with each payer's name. */
export function membershipsOf(db: Db, memberUserId: number) {
  return db
    .select({
      id: familyMembers.id,
      role: familyMembers.role,
      payerId: familyMembers.payerId,
      payerName: users.userName,
      acceptedAt: familyMembers.acceptedAt,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.payerId))
    .where(
      and(
        eq(familyMembers.memberUserId, memberUserId),
        eq(familyMembers.status, "active"),
        isNull(users.erasedAt),
      ),
    )
    .orderBy(asc(familyMembers.id));
}

/**
 * The accounts of the payer's active circle members (not erased), oldest membership first: who else hears
 * about the family's visits. A removed or erased member's row is 'removed', so they are not here.
 */
export function activeCircleAccounts(db: Db, payerId: number) {
  return db
    .select({
      userId: users.id,
      name: users.userName,
      phone: users.phone,
      email: users.email,
      role: familyMembers.role,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .where(
      and(eq(familyMembers.payerId, payerId), eq(familyMembers.status, "active"), isNull(users.erasedAt)),
    )
    .orderBy(asc(familyMembers.id));
}

/** An active membership of this person, share-locked until the transaction ends, with its payer's name. */
export async function lockMembership(tx: Db, id: number, memberUserId: number) {
  const [row] = await tx
    .select({
      id: familyMembers.id,
      role: familyMembers.role,
      payerId: familyMembers.payerId,
      payerName: users.userName,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.payerId))
    .where(
      and(
        eq(familyMembers.id, id),
        eq(familyMembers.memberUserId, memberUserId),
        eq(familyMembers.status, "active"),
        isNull(users.erasedAt),
      ),
    )
    .for("share", { of: familyMembers });
  return row ?? null;
}

/** The payer's whole circle ends (their erasure): every live row removed; the ids, to end their sessions. */
export async function endCircle(tx: Db, payerId: number, at: Date): Promise<number[]> {
  const rows = await tx
    .update(familyMembers)
    .set({ status: "removed", tokenHash: null, removedAt: at })
    .where(and(eq(familyMembers.payerId, payerId), ne(familyMembers.status, "removed")))
    .returning({ id: familyMembers.id });
  return rows.map((r) => r.id);
}

/** A circle member's own erasure: they leave every family, and what payers typed about them goes; the ids. */
export async function leaveAll(tx: Db, memberUserId: number, at: Date): Promise<number[]> {
  const rows = await tx
    .update(familyMembers)
    .set({
      status: "removed",
      removedAt: at,
      name: "Erased",
      phone: sql`'erased-' || ${familyMembers.id}`,
      email: "",
    })
    .where(eq(familyMembers.memberUserId, memberUserId))
    .returning({ id: familyMembers.id });
  return rows.map((r) => r.id);
}

/** Erasure: the names, phones and emails the payer typed for their circle are replaced. */
export async function redactCircle(tx: Db, payerId: number): Promise<void> {
  await tx
    .update(familyMembers)
    .set({ name: "Erased", phone: sql`'erased-' || ${familyMembers.id}`, email: "" })
    .where(eq(familyMembers.payerId, payerId));
}

export async function insertActivity(db: Db, row: typeof familyActivity.$inferInsert): Promise<void> {
  await db.insert(familyActivity).values(row);
}

/** The latest things circle members did on the payer's account, with who did them. */
export function recentActivity(db: Db, payerId: number, limit: number) {
  return db
    .select({
      id: familyActivity.id,
      actorUserId: familyActivity.actorUserId,
      action: familyActivity.action,
      detail: familyActivity.detail,
      at: familyActivity.at,
      actorName: users.userName,
    })
    .from(familyActivity)
    .innerJoin(users, eq(users.id, familyActivity.actorUserId))
    .where(eq(familyActivity.payerId, payerId))
    .orderBy(desc(familyActivity.at), desc(familyActivity.id))
    .limit(limit);
}

/** The circle of several payers at once (the console's member page reads one), each in the order invited. */
export function circlesOf(db: Db, payerIds: number[]) {
  if (payerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(familyMembers)
    .where(and(inArray(familyMembers.payerId, payerIds), ne(familyMembers.status, "removed")))
    .orderBy(asc(familyMembers.payerId), asc(familyMembers.id));
}

import {
  type CircleRole,
  FAMILY_ACTIVITY_SHOWN,
  FAMILY_CIRCLE_MAX,
  FAMILY_INVITE_DAYS,
  FAMILY_INVITES_PER_DAY,
  FAMILY_MESSAGES,
  type FamilyMember,
  type FamilyMembership,
  type FamilyOverview,
  type FamilySessionDetails,
  familyActivityLabel,
  type InviteFamilyRequest,
  splitE164,
  toE164,
  USER_TYPE,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthSession } from "../../http/session-guard.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import { storedPhoneIdentifier } from "../../lib/identifier.ts";
import { keyedHash, randomToken } from "../../lib/secrets.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as repo from "./family.repo.ts";
import { inviteMessage } from "./family-invite-message.ts";
import { listLovedOneNames } from "./loved-ones.repo.ts";
import { findAccountById, findUserByPhone, insertUser, lockMember } from "./users.repo.ts";

export interface FamilyDeps {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, "otpHashKey" | "publicUrl">;
  otp: OtpService;
  sessions: Sessions;
  notifier: Notifier;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an account of the care team (any role but a member's) holds this phone. */
async function isStaffPhone(db: Db, phone: string): Promise<boolean> {
  const holder = await findUserByPhone(db, phone);
  return holder !== null && holder.userType !== USER_TYPE.user;
}

function toMember(row: repo.MembershipRow): FamilyMember {
  return {
    membership_id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: row.role as CircleRole,
    status: row.status === "active" ? "active" : "invited",
    invited_at: row.invitedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

/** "+91 ••••• •2345": enough to know which phone, not enough to learn it. */
function phoneHint(e164: string): string {
  const { country_code, phone } = splitE164(e164);
  return `${country_code} ${"•".repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}

/**
 * The family circle (issue 29, decision 0063): the payer invites up to three family members by phone;
 * an invitee accepts with a code sent to that phone (a light account is made when the phone has none);
 * a session then acts for the family with the member's role, and the one guard compares it with each
 * route's. Removal and role changes end that member's sessions for this family in the same transaction.
 */
export function createFamily(deps: FamilyDeps) {
  const { db } = deps;
  const hashToken = (token: string) => keyedHash(deps.config.otpHashKey, `family-invite|${token}`);
  const invalid = () => new AppError("BE004", FAMILY_MESSAGES.inviteInvalid);

  async function invite(payerId: number, body: InviteFamilyRequest): Promise<FamilyMember> {
    const phone = toE164(body.country_code ?? "+91", body.phone);
    const at = deps.now();
    const token = randomToken();
    const row = await db
      .transaction(async (tx) => {
        // Rank 1 of the lock order: invitations for one payer queue here, so the checks below hold.
        const payer = await lockMember(tx, payerId, USER_TYPE.user);
        if (!payer) throw new AppError("BE004");
        if (payer.phone === phone) throw new AppError("BE011", FAMILY_MESSAGES.ownPhone);
        // A phone a staff account holds is invited like one with no account: the same checks, the same
        // answer, counted the same, so no answer tells whose role a phone is (decisions 0049 and 0066).
        // Nothing is sent to it, and its invitation can never be accepted (joinAs).
        const staff = await isStaffPhone(tx, phone);
        await repo.withdrawExpired(tx, payerId, at);
        const circle = await repo.listCircle(tx, payerId);
        if (circle.some((m) => m.phone === phone))
          throw new AppError("BE010", FAMILY_MESSAGES.alreadyInCircle);
        if (circle.length >= FAMILY_CIRCLE_MAX) throw new AppError("BE011", FAMILY_MESSAGES.limit);
        const since = new Date(at.getTime() - DAY_MS);
        if ((await repo.countSentSince(tx, payerId, since)) >= FAMILY_INVITES_PER_DAY) {
          throw new AppError("BE009", FAMILY_MESSAGES.tooManyToday);
        }
        const inserted = await repo.insertInvite(tx, {
          payerId,
          name: body.name,
          phone,
          email: body.email ?? "",
          role: body.role,
          tokenHash: hashToken(token),
          expiresAt: new Date(at.getTime() + FAMILY_INVITE_DAYS * DAY_MS),
          invitedAt: at,
        });
        const account = await findAccountById(tx, payerId);
        const message = inviteMessage({
          payerName: account?.name ?? "Your family",
          inviteeName: body.name,
          role: body.role,
          link: `${deps.config.publicUrl ?? "http://localhost:3000"}/family/join#${token}`,
        });
        if (!staff) {
          await deps.notifier.enqueue(tx, {
            kind: "family_invite",
            refId: inserted.id,
            channel: "sms",
            to: phone,
            subject: message.subject,
            body: message.short,
          });
        }
        if (body.email) {
          await deps.notifier.enqueue(tx, {
            kind: "family_invite",
            refId: inserted.id,
            to: body.email,
            subject: message.subject,
            body: message.body,
          });
        }
        return inserted;
      })
      .catch((error: unknown) => {
        // The live-phone index backs the check above (it cannot fire while the payer's row is locked).
        if (uniqueViolationOf(error) !== null) throw new AppError("BE010", FAMILY_MESSAGES.alreadyInCircle);
        throw error;
      });
    deps.notifier.kick();
    return toMember(row);
  }

  async function openInvite(token: string) {
    const found = await repo.findOpenInvite(db, hashToken(token), deps.now());
    if (!found) throw invalid();
    return found;
  }

  /**
   * An invitation's details; `askerId`, the account of a session sent with the lookup: the person who
   * joined with this link is told so (`joined`), anyone else of a used link only that it is not valid.
   */
  async function details(token: string, askerId: number | null = null) {
    const open = await repo.findOpenInvite(db, hashToken(token), deps.now());
    const found =
      open ?? (askerId === null ? null : await repo.findJoinedWith(db, hashToken(token), askerId));
    if (!found) throw invalid();
    const { invite: row, payerName } = found;
    const lovedOnes = await listLovedOneNames(db, row.payerId);
    return {
      joined: open === null,
      payer_name: payerName,
      invitee_name: row.name,
      role: row.role as CircleRole,
      phone_hint: phoneHint(row.phone),
      // First names only: the link travels by SMS, and the invitee needs no more to know whose care it is.
      loved_ones: lovedOnes.map((name) => name.trim().split(/\s+/)[0] ?? name),
    };
  }

  /**
   * A code to the invited phone, with the usual limits (a verification code: no account is needed). A
   * staff phone's code is kept and answered the same, and sent nowhere.
   */
  async function sendCode(token: string, clientIp: string) {
    const { invite: row } = await openInvite(token);
    const { country_code, phone } = splitE164(row.phone);
    const sent = await deps.otp.generate(
      {
        email_phn_flag: "P",
        phone,
        country_code,
        register_flag: 0,
        login_flag: 0,
        user_type: USER_TYPE.user,
      },
      clientIp,
      { silent: await isStaffPhone(db, row.phone) },
    );
    return { ...sent, Message: FAMILY_MESSAGES.codeSent };
  }

  /**
   * The code proves the phone; the account holding it (or a light one made now: name and phone, no ID
   * document) joins the family, and the answer is a session acting for it.
   */
  async function accept(token: string, code: string): Promise<{ data: FamilySessionDetails; token: string }> {
    const { invite: row, payerName } = await openInvite(token);
    await deps.otp.verify(storedPhoneIdentifier(row.phone), ["verify"], USER_TYPE.user, code);
    const at = deps.now();
    // Twice at most: a registration of the same phone at this very moment makes the first try's new
    // account collide; the second finds that account and it joins.
    for (let attempt = 1; ; attempt++) {
      try {
        return await joinAs(row.id, row.phone, row.name, payerName, hashToken(token), at);
      } catch (error) {
        if (attempt >= 2 || uniqueViolationOf(error) !== "users_phone_uq") throw error;
      }
    }
  }

  function joinAs(id: number, phone: string, name: string, payerName: string, tokenHash: string, at: Date) {
    return db.transaction(async (tx) => {
      const holder = await findUserByPhone(tx, phone);
      // A staff account never joins a family: its invitation is as good as expired.
      if (holder && holder.userType !== USER_TYPE.user) throw invalid();
      const account =
        holder ?? (await insertUser(tx, { userType: USER_TYPE.user, userName: name, phone, email: "" }));
      const joined = await repo.activate(tx, id, tokenHash, account.id, at);
      if (!joined) throw invalid();
      const role = joined.role as CircleRole;
      const sessionToken = await deps.sessions.create(tx, account.id, USER_TYPE.user, {
        payerId: joined.payerId,
        membershipId: joined.id,
        role,
      });
      return {
        data: {
          user_name: account.userName,
          email: account.email,
          user_id: joined.payerId,
          family: { membership_id: joined.id, payer_name: payerName, role },
        },
        token: sessionToken,
      };
    });
  }

  async function membershipsOf(userId: number): Promise<FamilyMembership[]> {
    const rows = await repo.membershipsOf(db, userId);
    return rows.map((r) => ({ membership_id: r.id, payer_name: r.payerName, role: r.role as CircleRole }));
  }

  /** The data export's part: the member's circle as its payer, their families, and the activity on it. */
  async function exportFor(userId: number) {
    const { circle, families, activity } = await overview({
      actorUserId: userId,
      userId,
      familyRole: "payer",
      familyMemberId: null,
    });
    return { circle, families, activity };
  }

  async function overview(
    caller: Pick<AuthSession, "actorUserId" | "userId" | "familyRole" | "familyMemberId">,
  ): Promise<FamilyOverview> {
    const families = await membershipsOf(caller.actorUserId);
    const actingFor = families.find((f) => f.membership_id === caller.familyMemberId) ?? null;
    if (caller.familyRole !== "payer") return { acting_for: actingFor, circle: [], families, activity: [] };
    const [circle, activity] = await Promise.all([
      repo.listCircle(db, caller.userId),
      repo.recentActivity(db, caller.userId, FAMILY_ACTIVITY_SHOWN),
    ]);
    return {
      acting_for: actingFor,
      circle: circle.map(toMember),
      families,
      activity: activity.map((a) => ({
        actor_name: a.actorName,
        label: familyActivityLabel(a.action),
        booking_id: a.detail.booking_id ?? null,
        at: a.at.toISOString(),
      })),
    };
  }

  async function remove(payerId: number, membershipId: number) {
    const row = await db.transaction(async (tx) => {
      const removed = await repo.removeMember(tx, payerId, membershipId, deps.now());
      if (!removed) throw new AppError("BE004", FAMILY_MESSAGES.notInCircle);
      await deps.sessions.revokeMembership(tx, removed.id);
      return removed;
    });
    return { Message: FAMILY_MESSAGES.removed(row.name) };
  }

  async function changeRole(payerId: number, membershipId: number, role: CircleRole) {
    const row = await db.transaction(async (tx) => {
      const changed = await repo.setRole(tx, payerId, membershipId, role);
      if (!changed) throw new AppError("BE004", FAMILY_MESSAGES.notInCircle);
      // Their open sessions carry the old role: they end, and the next login acts with the new one.
      await deps.sessions.revokeMembership(tx, changed.id);
      return changed;
    });
    return { Message: FAMILY_MESSAGES.roleChanged(row.name, role) };
  }

  /** A new session acting for a family the caller belongs to, or for their own account; this one ends. */
  async function actFor(caller: AuthSession, membershipId: number | null) {
    const account = await findAccountById(db, caller.actorUserId);
    if (!account) throw new AppError("BE002");
    return db.transaction(async (tx) => {
      // Held (FOR SHARE) until the new session is in: a removal at this moment waits, then ends it too.
      const chosen =
        membershipId === null ? null : await repo.lockMembership(tx, membershipId, caller.actorUserId);
      if (membershipId !== null && !chosen) throw new AppError("BE004", FAMILY_MESSAGES.notInCircle);
      const family: FamilyMembership | null = chosen
        ? { membership_id: chosen.id, payer_name: chosen.payerName, role: chosen.role as CircleRole }
        : null;
      const payerId = chosen?.payerId ?? caller.actorUserId;
      const token = await deps.sessions.create(
        tx,
        caller.actorUserId,
        USER_TYPE.user,
        family ? { payerId, membershipId: family.membership_id, role: family.role } : undefined,
      );
      await deps.sessions.revokeIn(tx, caller.sessionId);
      return {
        data: { user_name: account.name, email: account.email, user_id: payerId, family },
        token,
      };
    });
  }

  /** Inside the erasure's transaction: a payer's circle ends; a circle member leaves every family. */
  async function erase(tx: Db, userId: number, at: Date): Promise<void> {
    const ended = [...(await repo.endCircle(tx, userId, at)), ...(await repo.leaveAll(tx, userId, at))];
    await repo.redactCircle(tx, userId);
    for (const id of ended) await deps.sessions.revokeMembership(tx, id);
  }

  /** What a circle member did on the family's account (after the call succeeded). */
  async function record(caller: AuthSession, action: string, detail: Record<string, number>) {
    await repo.insertActivity(db, {
      payerId: caller.userId,
      actorUserId: caller.actorUserId,
      action,
      detail,
      at: deps.now(),
    });
  }

  return {
    invite,
    details,
    sendCode,
    accept,
    overview,
    exportFor,
    remove,
    changeRole,
    actFor,
    erase,
    record,
  };
}
export type Family = ReturnType<typeof createFamily>;

import type { Database } from "../../db/client.ts";
import * as repo from "./otp.repo.ts";
import { HOUR_MS, type OtpStore } from "./otp-store.ts";

/** Codes and limits in the `otp_codes` table; sends for one identifier take turns behind an advisory lock. */
export function createPgOtpStore(database: Database): OtpStore {
  const { db } = database;
  return {
    kind: "database",

    reserve(code, limits) {
      return db.transaction(async (tx) => {
        await repo.lockIdentifier(tx, code.identifier);
        const last = await repo.lastSentAt(tx, code.identifier, code.purpose, code.userType);
        const waitMs = last ? last.getTime() + limits.resendSeconds * 1000 - code.at.getTime() : 0;
        if (waitMs > 0) return { ok: false, refusal: "wait", seconds: Math.ceil(waitMs / 1000) } as const;
        const hourAgo = new Date(code.at.getTime() - HOUR_MS);
        if ((await repo.sendsSince(tx, code.identifier, hourAgo)) >= limits.perIdentifierPerHour) {
          return { ok: false, refusal: "identifier-limit" } as const;
        }
        await repo.voidActiveCodes(tx, code.identifier, [code.purpose], code.userType, code.at);
        const id = await repo.insertCode(tx, {
          identifier: code.identifier,
          channel: code.channel,
          purpose: code.purpose,
          userType: code.userType,
          codeHash: code.codeHash,
          clientIp: code.clientIp,
          createdAt: code.at,
          expiresAt: code.expiresAt,
        });
        return { ok: true, codeId: String(id) } as const;
      });
    },

    spendAddress(clientIp, at, perHour) {
      return db.transaction(async (tx) => {
        await repo.lockAddress(tx, clientIp);
        const spent = await repo.addressRequestsSince(tx, clientIp, new Date(at.getTime() - HOUR_MS));
        if (spent >= perHour) return false;
        await repo.insertAddressRequest(tx, clientIp, at);
        return true;
      });
    },

    async claimAttempt(identifier, purposes, userType, at, maxAttempts) {
      const newest = await repo.findActiveCode(db, identifier, purposes, userType, at);
      if (!newest) return { status: "none" };
      const claimed = await repo.claimAttempt(db, newest.id, at, maxAttempts);
      if (claimed) {
        return {
          status: "claimed",
          id: String(newest.id),
          codeHash: claimed.codeHash,
          attempt: claimed.attempts,
        };
      }
      // Still live means every comparison was already counted; otherwise it was used or voided meanwhile.
      const still = await repo.findActiveCode(db, identifier, purposes, userType, at);
      return still?.id === newest.id ? { status: "exhausted", id: String(newest.id) } : { status: "none" };
    },

    consume: (id, at) => repo.consumeCode(db, Number(id), at),
    void: (id, at) => repo.voidCode(db, Number(id), at),
    ping: () => database.ping(),
  };
}

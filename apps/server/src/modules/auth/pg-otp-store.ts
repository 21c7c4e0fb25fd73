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
        const last = await repo.lastSentAt(tx, code.identifier, code.purpose);
        const waitMs = last ? last.getTime() + limits.resendSeconds * 1000 - code.at.getTime() : 0;
        if (waitMs > 0) return { ok: false, refusal: "wait", seconds: Math.ceil(waitMs / 1000) } as const;
        const hourAgo = new Date(code.at.getTime() - HOUR_MS);
        if (
          (await repo.sendsSince(tx, "identifier", code.identifier, hourAgo)) >= limits.perIdentifierPerHour
        ) {
          return { ok: false, refusal: "identifier-limit" } as const;
        }
        if ((await repo.sendsSince(tx, "clientIp", code.clientIp, hourAgo)) >= limits.perAddressPerHour) {
          return { ok: false, refusal: "address-limit" } as const;
        }
        await repo.voidActiveCodes(tx, code.identifier, [code.purpose], code.at);
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

    async findActive(identifier, purposes, userType, at) {
      const row = await repo.findActiveCode(db, identifier, purposes, userType, at);
      return row ? { id: String(row.id), codeHash: row.codeHash } : null;
    },

    addAttempt: (id) => repo.addAttempt(db, Number(id)),
    consume: (id, at) => repo.consumeCode(db, Number(id), at),
    void: (id, at) => repo.voidCode(db, Number(id), at),
    ping: () => database.ping(),
  };
}

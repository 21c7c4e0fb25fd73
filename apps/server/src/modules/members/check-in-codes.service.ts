import { randomInt } from "node:crypto";
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  formatCheckInCode,
  normalizeCheckInCode,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import * as repo from "./check-in-codes.repo.ts";

/** A fresh code: CHECK_IN_CODE_LENGTH letters of the alphabet, each from the system's secure random source. */
export function newCheckInCode(): string {
  let code = "";
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i++)
    code += CHECK_IN_CODE_ALPHABET[randomInt(CHECK_IN_CODE_ALPHABET.length)];
  return code;
}

/**
 * Each loved one's check-in code (issue 46, decision 0093): shown to the family with their emergency card
 * (made the first time it is read), matched at a check-in under a share lock, replaced by the team.
 */
export const checkInCodes = {
  /** The loved one's code as printed ("ABCD-EFGH"), made now if they have none; the caller checked access. */
  async printed(db: Db, lovedOneId: number, at: Date): Promise<string | null> {
    const code = await repo.ensureCode(db, lovedOneId, newCheckInCode(), at);
    return code === null ? null : formatCheckInCode(code);
  },
  /**
   * Whether `typed` (case, spaces and dashes aside) is the loved one's current code, read share-locked in
   * the caller's transaction: a rotation committed before it is seen, one after it waits. No code yet: no.
   */
  async matches(tx: Db, lovedOneId: number, typed: string): Promise<boolean> {
    const code = await repo.lockCode(tx, lovedOneId);
    return code !== null && code === normalizeCheckInCode(typed);
  },
  /**
   * Replaces the loved one's code in the caller's transaction; null for one missing or outside `cities`.
   * Answers when the old code was made (null: none yet) and the new one's time, never a code.
   */
  async rotate(tx: Db, lovedOneId: number, cities: CityScope, at: Date) {
    const found = await repo.findForRotation(tx, lovedOneId, cities);
    if (!found) return null;
    await repo.replaceCode(tx, lovedOneId, newCheckInCode(), at);
    return { before: found.rotatedAt, after: at };
  },
};

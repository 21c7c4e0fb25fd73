import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { findCompanionIdOfUser } from "./companion-self.repo.ts";

/** The companion a companion session acts as: its account's companion row. */
export function createCompanionSelf(deps: { db: Db }) {
  return {
    /** The companion id of the session's account; an account with no companion row may not act as one (403). */
    async companionIdOf(userId: number): Promise<number> {
      const id = await findCompanionIdOfUser(deps.db, userId);
      if (id === null) throw new AppError("BE003");
      return id;
    },
  };
}
export type CompanionSelf = ReturnType<typeof createCompanionSelf>;

import { USER_TYPE } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import { findProfile } from "./profile.repo.ts";

/** users/getprofile/: the member's own details, the ID number masked, with their paid plans. */
export function createProfiles(deps: { db: Db; paymentHistory: PaymentHistory }) {
  async function get(userId: number) {
    const profile = await findProfile(deps.db, userId, USER_TYPE.user);
    if (!profile) throw new AppError("BE004");
    return {
      ...profile,
      id_type: profile.id_type ?? 0,
      id_no_masked: profile.id_no_masked ?? "",
      subscriptions: await deps.paymentHistory.subscriptions(userId),
    };
  }

  return { get };
}
export type Profiles = ReturnType<typeof createProfiles>;

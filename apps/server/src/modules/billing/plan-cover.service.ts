import type { PlanTier, ServiceKind } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { findInclusion, listTierInclusions } from "./plans.repo.ts";
import {
  holdMemberSubscriptionKeys,
  listMemberSubscriptions,
  lockCoveringSubscription,
  type SubscriptionRow,
  subscriptionsCovering,
} from "./subscriptions.repo.ts";

/** A paid plan as the booking rules read it: whose, which tier, for how many people, which days. */
export interface PlanCover {
  id: number;
  userId: number;
  tier: PlanTier;
  beneficiaries: "single" | "couple";
  startsOn: string;
  endsOn: string;
}

/** What a tier includes of one kind of service (null allowance: not counted). */
export interface PlanInclusion {
  kind: ServiceKind;
  label: string;
  detail: string | null;
  monthlyAllowance: number | null;
}

const coverOf = (s: SubscriptionRow): PlanCover => ({
  id: s.id,
  userId: s.userId,
  tier: s.tier,
  beneficiaries: s.beneficiaries,
  startsOn: s.startsOn,
  endsOn: s.endsOn,
});

const inclusionOf = (i: PlanInclusion): PlanInclusion => ({
  kind: i.kind,
  label: i.label,
  detail: i.detail,
  monthlyAllowance: i.monthlyAllowance,
});

/**
 * Which paid plan covers a day, and what a tier includes: lent to the bookings module (built in app.ts).
 * Methods taking `tx` join the caller's transaction; `lockCovering` takes the plan's row first in every
 * booking change (docs/decisions/0033: the lock order).
 */
export function createPlanCover() {
  return {
    /** The member's plan covering `date` (or the named one, if theirs and covering it), locked; else null. */
    async lockCovering(tx: Db, userId: number, date: string, subscriptionId?: number) {
      const row = await lockCoveringSubscription(tx, userId, date, subscriptionId);
      return row ? coverOf(row) : null;
    },
    /**
     * A key share lock on every plan of the member, inside the caller's transaction: erasure takes it
     * before the loved ones and bookings, whose rows it updates twice (the second update checks each
     * booking's plan again, taking this lock after the bookings': decision 0048).
     */
    holdAllOf: (tx: Db, userId: number): Promise<void> => holdMemberSubscriptionKeys(tx, userId),
    /** The member's plans covering any day from `from` to `to`, earliest first. */
    async covering(db: Db, userId: number, from: string, to: string): Promise<PlanCover[]> {
      return (await subscriptionsCovering(db, userId, from, to)).map(coverOf);
    },
    /** Every plan the member has paid for, earliest first. */
    async ofMember(db: Db, userId: number): Promise<PlanCover[]> {
      return (await listMemberSubscriptions(db, userId)).map(coverOf);
    },
    /** What `tier` includes of `kind`; null when not included. */
    async inclusion(db: Db, tier: PlanTier, kind: ServiceKind): Promise<PlanInclusion | null> {
      const row = await findInclusion(db, tier, kind);
      return row ? inclusionOf(row) : null;
    },
    /** What `tier` includes, in display order. */
    async inclusions(db: Db, tier: PlanTier): Promise<PlanInclusion[]> {
      return (await listTierInclusions(db, tier)).map(inclusionOf);
    },
  };
}
export type PlanCoverService = ReturnType<typeof createPlanCover>;

import type { PlanTier, ServiceKind } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { pausesOfPlans } from "./plan-pauses.repo.ts";
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
  /**
   * The plan's pauses (decision 0095): it does not cover their days (no booking, no allowance), and care
   * schedules skip them. Absent: none read (a plan built outside the cover's reads).
   */
  pauses?: readonly { from: string; to: string }[];
}

/** Whether `date` falls in one of the plan's pauses. */
export const pausedOn = (plan: Pick<PlanCover, "pauses">, date: string): boolean =>
  plan.pauses?.some((p) => p.from <= date && p.to >= date) ?? false;

/** The plans with their pauses, read in the caller's transaction (after the plan's lock, if any). */
async function withPauses(db: Db, plans: PlanCover[]): Promise<PlanCover[]> {
  const rows = await pausesOfPlans(
    db,
    plans.map((p) => p.id),
  );
  return plans.map((p) => ({
    ...p,
    pauses: rows.filter((r) => r.subscriptionId === p.id).map((r) => ({ from: r.fromDate, to: r.toDate })),
  }));
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
      return row ? ((await withPauses(tx, [coverOf(row)]))[0] ?? null) : null;
    },
    /**
     * A key share lock on every plan of the member, inside the caller's transaction: erasure takes it
     * before the loved ones and bookings, whose rows it updates twice (the second update checks each
     * booking's plan again, taking this lock after the bookings': decision 0048).
     */
    holdAllOf: (tx: Db, userId: number): Promise<void> => holdMemberSubscriptionKeys(tx, userId),
    /** The member's plans covering any day from `from` to `to`, earliest first. */
    async covering(db: Db, userId: number, from: string, to: string): Promise<PlanCover[]> {
      return withPauses(db, (await subscriptionsCovering(db, userId, from, to)).map(coverOf));
    },
    /** Every plan the member has paid for, earliest first. */
    async ofMember(db: Db, userId: number): Promise<PlanCover[]> {
      return withPauses(db, (await listMemberSubscriptions(db, userId)).map(coverOf));
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

import {
  BOOKING_MESSAGES,
  bookingRuleMessage,
  EMERGENCY_TEXT,
  isBookableKind,
  type ServiceKind,
  type ShiftType,
  visitStartsAt,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import { AppError } from "../../http/app-error.ts";
import type { PlanCover, PlanCoverService } from "../billing/plan-cover.service.ts";
import * as repo from "./availability.repo.ts";
import {
  type AvailabilityFacts,
  judge,
  type PlanFacts,
  type Refusal,
  type ShiftAsk,
  type Verdict,
} from "./availability.ts";
import {
  type BookingConfig,
  monthBounds,
  planDatesNear,
  planRange,
  rulesOf,
  timeRefusal,
} from "./booking-rules.ts";

/** What the facts are read for: one service, whom for, which days, under which of the member's plans. */
export interface FactsAsk {
  userId: number;
  service: AvailabilityFacts["service"];
  lovedOne: AvailabilityFacts["lovedOne"];
  /** First and last day of the range (one day for a booking, a month for the calendar). */
  from: string;
  to: string;
  /** The member's plans covering days of the range, earliest first (a booking: the one it locked). */
  plans: readonly PlanCover[];
  /** A booking being moved: its own place, allowance visit and shift count as free for it. */
  except?: number;
}

/** What a refusal's message names besides the facts: the member, and the plan they asked for, if any. */
interface RefusalContext {
  userId: number;
  subscriptionId?: number | undefined;
}

/** What a refusal's message names: the service, the loved one, the plan judged, the day. */
interface RefusalWords {
  serviceName: string;
  lovedOneName: string;
  plan: PlanFacts | null;
  date: string;
}

/**
 * The availability rules at work (docs/decisions/0033): reads the facts once, judges a shift with the one
 * function every caller uses (availability.ts), and turns a refusal into its 4xx and message. The slot
 * lock guarding a place is here too, so booking and approval take the same one.
 */
export function createAvailability(deps: {
  config: BookingConfig & Pick<AppConfig, "company">;
  planCover: PlanCoverService;
}) {
  const rules = rulesOf(deps.config);
  const helpline = deps.config.company.helpline_phone;

  async function facts(db: Db, ask: FactsAsk): Promise<AvailabilityFacts> {
    const { service, lovedOne } = ask;
    // The allowance counts whole months, whatever part of them the range covers.
    const monthsFrom = monthBounds(ask.from.slice(0, 7)).from;
    const monthsTo = monthBounds(ask.to.slice(0, 7)).to;
    const planIds = ask.plans.map((p) => p.id);
    const singles = ask.plans.filter((p) => p.beneficiaries === "single").map((p) => p.id);
    const tiers = [...new Set(ask.plans.map((p) => p.tier))];
    const [inclusions, used, others, shifts, capacity, taken] = await Promise.all([
      Promise.all(tiers.map(async (t) => [t, await deps.planCover.inclusion(db, t, service.kind)] as const)),
      repo.usedByPlanAndMonth(db, planIds, service.kind, monthsFrom, monthsTo, ask.except),
      lovedOne ? repo.otherPersonsOn(db, singles, lovedOne.id) : Promise.resolve(new Map<number, string>()),
      lovedOne
        ? repo.lovedOneShifts(db, lovedOne.id, ask.from, ask.to, ask.except)
        : Promise.resolve(new Set<string>()),
      repo.capacitiesOf(db, service.id),
      repo.slotsTaken(db, service.id, ask.from, ask.to, ask.except),
    ]);
    const inclusionOf = new Map(inclusions);
    const plans: PlanFacts[] = ask.plans.map((plan) => ({
      plan,
      inclusion: inclusionOf.get(plan.tier) ?? null,
      usedByMonth: used.get(plan.id) ?? new Map(),
      otherPerson: others.get(plan.id) ?? null,
    }));
    return { service, lovedOne, plans, lovedOneShifts: shifts, capacity, taken };
  }

  /** Why the member has no plan for `date`, in the words that help: the dates their plans do cover. */
  async function noPlanError(db: Db, date: string, ctx: RefusalContext): Promise<AppError> {
    const all = await deps.planCover.ofMember(db, ctx.userId);
    // The plan asked for, if any, must be the caller's; its own dates are then the ones to offer.
    const asked = ctx.subscriptionId === undefined ? all : all.filter((p) => p.id === ctx.subscriptionId);
    if (ctx.subscriptionId !== undefined && asked.length === 0) {
      return new AppError("BE011", BOOKING_MESSAGES.planNotFound);
    }
    const dates = planDatesNear(asked, date);
    if (!dates) return new AppError("BE011", BOOKING_MESSAGES.noPlan);
    return new AppError("BE011", bookingRuleMessage.outsidePlan(...planRange(...dates)));
  }

  /** The error a refusal is answered with: 422 for a rule, 409 when someone holds the shift. */
  function refusalError(reason: Exclude<Refusal, "no_plan">, said: RefusalWords): AppError {
    const plan = said.plan;
    switch (reason) {
      case "emergency":
        return new AppError("BE011", EMERGENCY_TEXT.notBookable(helpline));
      case "outside_shift":
        return new AppError("BE011", BOOKING_MESSAGES.startTimeOutsideShift);
      case "past":
        return new AppError("BE011", BOOKING_MESSAGES.pastDate);
      case "notice":
        return new AppError("BE011", bookingRuleMessage.tooSoon(rules.min_notice_hours));
      case "window":
        return new AppError("BE011", bookingRuleMessage.beyondWindow(rules.window_days));
      case "not_included":
        return new AppError("BE011", bookingRuleMessage.notIncluded(said.serviceName, plan?.plan.tier ?? ""));
      case "other_person":
        return new AppError("BE011", bookingRuleMessage.singlePlanOtherPerson(plan?.otherPerson ?? ""));
      case "allowance":
        return new AppError(
          "BE011",
          bookingRuleMessage.allowanceUsed(plan?.inclusion?.label ?? "", said.date),
        );
      case "taken":
        return new AppError("BE010", bookingRuleMessage.lovedOneShiftTaken(said.lovedOneName));
      case "full":
        return new AppError("BE010", BOOKING_MESSAGES.slotFull);
    }
  }

  /** The shift judged on the facts; throws its refusal (nothing written), else the open verdict. */
  async function assertOpen(
    db: Db,
    f: AvailabilityFacts,
    ask: ShiftAsk,
    now: Date,
    ctx: RefusalContext,
  ): Promise<Extract<Verdict, { open: true }>> {
    const v = judge(f, ask, now, rules);
    if (v.open) return v;
    if (v.reason === "no_plan") throw await noPlanError(db, ask.date, ctx);
    throw refusalError(v.reason, {
      serviceName: f.service.name,
      lovedOneName: f.lovedOne?.name ?? "",
      plan: v.plan,
      date: ask.date,
    });
  }

  /** Refuses (422) emergency help as a visit: it is a call to the helpline, whose number the refusal gives. */
  function assertBookableKind(kind: ServiceKind): void {
    if (!isBookableKind(kind))
      throw refusalError("emergency", { serviceName: "", lovedOneName: "", plan: null, date: "" });
  }

  /** Refuses (422, before any lock is taken) a start that is past, too soon or beyond the window. */
  function assertTime(date: string, shift: ShiftType, start: string, now: Date): void {
    const refusal = timeRefusal(date, shift, start, now, rules);
    if (refusal) throw refusalError(refusal, { serviceName: "", lovedOneName: "", plan: null, date });
  }

  /** The instant a start begins (a start the shift does not offer is refused). */
  function startsAt(ask: { date: string; shift: ShiftType; start: string }): Date {
    const at = visitStartsAt(ask.date, ask.shift, ask.start);
    if (!at) throw new AppError("BE011", BOOKING_MESSAGES.startTimeOutsideShift);
    return at;
  }

  return {
    rules,
    facts,
    startsAt,
    judge: (f: AvailabilityFacts, ask: ShiftAsk, now: Date) => judge(f, ask, now, rules),
    assertOpen,
    assertTime,
    assertBookableKind,
    noPlanError,
    /**
     * The lock of a place in a service's shift on a day (transaction-scoped, taken last: decision 0033):
     * the count of places taken and the write that takes one happen one request at a time.
     */
    lockSlot: (tx: Db, serviceId: number, date: string, shift: number) =>
      lockKey(tx, `booking-slot:${serviceId}:${date}:${shift}`),
  };
}
export type Availability = ReturnType<typeof createAvailability>;

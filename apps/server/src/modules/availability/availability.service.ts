import {
  BOOKING_MESSAGES,
  bookingRuleMessage,
  EMERGENCY_TEXT,
  holidayDay,
  isBookableKind,
  PLAN_PAUSE_MESSAGES,
  type ServiceKind,
  type ShiftType,
  shiftWindow,
  visitStartsAt,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import { AppError } from "../../http/app-error.ts";
import { addDays, formatIndiaDay } from "../../lib/india-date.ts";
import type { PlanCover, PlanCoverService } from "../billing/plan-cover.service.ts";
import type { Roster, RosterCompanion, VisitArea } from "../companions/roster.service.ts";
import type { HolidayCalendar } from "../holidays/holidays.service.ts";
import { createPinLocations, type PinLocations } from "../reference/pin-locations.service.ts";
import * as repo from "./availability.repo.ts";
import {
  type AvailabilityFacts,
  freeCompanions,
  judge,
  judgeSeries,
  type PlanFacts,
  type Refusal,
  type RosterFacts,
  type ShiftAsk,
  type Verdict,
  whyNotFree,
} from "./availability.ts";

export type { SeriesVerdict } from "./availability.ts";
export type { TravelFacts, TravelVerdict, VisitStop } from "./travel.ts";
/** The travel rule itself (pure), for a caller that plans many visits on facts it read once. */
export { judgeTravel } from "./travel.ts";

import {
  type BookingConfig,
  lastBookableDay,
  monthBounds,
  planDatesNear,
  planRange,
  rulesOf,
  timeRefusal,
} from "./booking-rules.ts";
import type { CompanionWishes } from "./ports.ts";
import { judgeTravel, type TravelFacts, type TravelVerdict, type VisitStop } from "./travel.ts";

/** The booking rules other modules use too (the calendar's months, the cancellation notice). */
export { daysInMonth, earliestStart, monthBounds, rulesOf } from "./booking-rules.ts";

/** What the facts are read for: one service, whom for, which days, under which of the member's plans. */
export interface FactsAsk {
  userId: number;
  service: AvailabilityFacts["service"];
  lovedOne: AvailabilityFacts["lovedOne"];
  /** Where the visit is (the loved one's city and PIN code); null: the roster is not judged. */
  area: VisitArea | null;
  /** First and last day of the range (one day for a booking, a month for the calendar). */
  from: string;
  to: string;
  /** The member's plans covering days of the range, earliest first (a booking: the one it locked). */
  plans: readonly PlanCover[];
  /** A booking being moved: its own place, allowance visit and shift count as free for it. */
  except?: number;
  /**
   * The city whose state's holidays close days (decision 0079), when the roster's area is not asked for
   * (a care schedule's far dates); by default the area's city; none: the national holidays only.
   */
  holidaysIn?: number | null;
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
  /** The holiday closing the day, by name. */
  holiday?: string | undefined;
}

/**
 * The availability rules at work (docs/decisions/0033): reads the facts once, judges a shift with the one
 * function every caller uses (availability.ts), and turns a refusal into its 4xx and message. The slot
 * lock guarding a place is here too, so booking and approval take the same one. `visits`: the family's
 * wishes about companions (the visits module's, through its port).
 */
export function createAvailability(deps: {
  config: BookingConfig & Pick<AppConfig, "company">;
  planCover: PlanCoverService;
  roster: Roster;
  /** The family's wishes about companions (the visits module's, its port). */
  visits: CompanionWishes;
  /** The closed days (the holidays module's, decision 0079). */
  holidays: HolidayCalendar;
  /**
   * Where PIN codes are and each city's speed (the reference module's, decision 0088); the module gives it,
   * a test building the rules alone may leave it to be made here (it keeps no state).
   */
  pinLocations?: PinLocations;
}) {
  const rules = rulesOf(deps.config);
  const pinLocations = deps.pinLocations ?? createPinLocations();
  const helpline = deps.config.company.helpline_phone;

  async function facts(db: Db, ask: FactsAsk): Promise<AvailabilityFacts> {
    const { service, lovedOne } = ask;
    // The allowance counts whole months, whatever part of them the range covers.
    const monthsFrom = monthBounds(ask.from.slice(0, 7)).from;
    const monthsTo = monthBounds(ask.to.slice(0, 7)).to;
    const planIds = ask.plans.map((p) => p.id);
    const singles = ask.plans.filter((p) => p.beneficiaries === "single").map((p) => p.id);
    const tiers = [...new Set(ask.plans.map((p) => p.tier))];
    const cityId = ask.holidaysIn !== undefined ? ask.holidaysIn : (ask.area?.cityId ?? null);
    const [inclusions, used, others, shifts, roster, holidays] = await Promise.all([
      Promise.all(tiers.map(async (t) => [t, await deps.planCover.inclusion(db, t, service.kind)] as const)),
      repo.usedByPlanAndMonth(db, planIds, service.kind, monthsFrom, monthsTo, ask.except),
      lovedOne ? repo.otherPersonsOn(db, singles, lovedOne.id) : Promise.resolve(new Map<number, string>()),
      lovedOne
        ? repo.lovedOneShifts(db, lovedOne.id, ask.from, ask.to, ask.except)
        : Promise.resolve(new Set<string>()),
      ask.area
        ? rosterFacts(db, ask.area, service.kind, ask.from, ask.to, ask.except, ask.userId)
        : Promise.resolve(null),
      deps.holidays.closedDays(db, { cityId, from: ask.from, to: ask.to }),
    ]);
    const inclusionOf = new Map(inclusions);
    const plans: PlanFacts[] = ask.plans.map((plan) => ({
      plan,
      inclusion: inclusionOf.get(plan.tier) ?? null,
      usedByMonth: used.get(plan.id) ?? new Map(),
      otherPerson: others.get(plan.id) ?? null,
    }));
    return { service, lovedOne, plans, lovedOneShifts: shifts, roster, holidays };
  }

  /** The companions a member asked us not to send again (their rating's `avoid`, decision 0046). */
  async function avoidedBy(db: Db, userId: number): Promise<Set<number>> {
    const wishes = await deps.visits.wishesOf(db, userId);
    return new Set([...wishes].flatMap(([id, wish]) => (wish === "avoid" ? [id] : [])));
  }

  /**
   * The companions of the area for the kind, and their visits from the day before the range to the day
   * after it (a night shift runs into the next morning; a whole-day shift meets the night before). With
   * the member whose visit it is, the companions they asked us not to send again are left out: never held
   * for their visits, never counted in their calendar's places, never suggested or assigned.
   */
  async function rosterFacts(
    db: Db,
    area: VisitArea,
    kind: ServiceKind,
    from: string,
    to: string,
    except: number | undefined,
    userId?: number,
  ): Promise<RosterFacts> {
    const [roster, avoided] = await Promise.all([
      deps.roster.eligible(db, { area, kind, from, to }),
      userId === undefined ? Promise.resolve(new Set<number>()) : avoidedBy(db, userId),
    ]);
    const companions = roster.filter((c) => !avoided.has(c.id));
    const start = shiftWindow(addDays(from, -1), 1)?.start ?? new Date(0);
    const end = shiftWindow(addDays(to, 1), 4)?.end ?? new Date(0);
    const busy = await repo.companionsBusy(
      db,
      companions.map((c) => c.id),
      start,
      end,
      except,
    );
    return { companions, busy };
  }

  /**
   * What the travel rule reads for one visit (decision 0088): these companions' visits from the day before
   * to the day after, where they and the visit are, and the city's speed.
   */
  async function travelFacts(
    db: Db,
    v: { cityId: number; pincode: string; date: string; except?: number | undefined },
    companionIds: readonly number[],
  ): Promise<TravelFacts> {
    const [stops, kmph] = await Promise.all([
      repo.companionStops(db, companionIds, addDays(v.date, -1), addDays(v.date, 1), v.except),
      pinLocations.travelKmphOf(db, v.cityId),
    ]);
    const pincodes = [v.pincode, ...[...stops.values()].flatMap((list) => list.map((s) => s.pincode))];
    const points = await pinLocations.pointsOf(db, pincodes);
    return { stops, points, kmph: kmph ?? 0 };
  }

  /**
   * Who could make a visit: the area's companions for the kind, and those of them free for the shift
   * (leaving out the visit itself, `except`, whose companion stays free for it). Given the visit's start and
   * service (`at`: the team's choice and its suggestions), free also means able to travel to it from their
   * visit before and on to their visit after (the travel rule, decision 0088); `travel` then says how each
   * companion free for the shift stands, those the rule refuses too. The calendar and booking's hold judge
   * the shift alone (availability.ts): a place is a companion free for the shift (decision 0044).
   */
  async function companionsFor(
    db: Db,
    v: {
      area: VisitArea;
      kind: ServiceKind;
      date: string;
      shift: ShiftType;
      except?: number;
      /** The member whose visit it is: the companions they asked us not to send are left out. */
      userId?: number;
      /** When the visit starts and what service it is: its journeys are judged too. */
      at?: { startsAt: Date; serviceId: number };
    },
  ): Promise<{
    eligible: readonly RosterCompanion[];
    free: RosterCompanion[];
    facts: RosterFacts;
    travel: ReadonlyMap<number, TravelVerdict>;
  }> {
    const roster = await rosterFacts(db, v.area, v.kind, v.date, v.date, v.except, v.userId);
    const shiftFree = freeCompanions(
      {
        service: { id: 0, kind: v.kind, name: "" },
        lovedOne: null,
        plans: [],
        lovedOneShifts: new Set(),
        roster,
        holidays: new Map(),
      },
      v.date,
      v.shift,
    );
    if (!v.at || shiftFree.length === 0) {
      return { eligible: roster.companions, free: shiftFree, facts: roster, travel: new Map() };
    }
    const [facts, minutes] = await Promise.all([
      travelFacts(
        db,
        { cityId: v.area.cityId, pincode: v.area.pincode, date: v.date, except: v.except },
        shiftFree.map((c) => c.id),
      ),
      repo.serviceMinutes(db, v.at.serviceId),
    ]);
    const start = v.at.startsAt.getTime();
    const visit: VisitStop = {
      bookingId: v.except ?? 0,
      date: v.date,
      start,
      end: start + (minutes ?? 0) * 60_000,
      pincode: v.area.pincode,
    };
    const travel = new Map(shiftFree.map((c) => [c.id, judgeTravel(facts, c.id, visit)] as const));
    const free = shiftFree.filter((c) => travel.get(c.id)?.fits !== false);
    return { eligible: roster.companions, free, facts: roster, travel };
  }

  /**
   * The companion held for a visit from those free for it: the one with the fewest visits around it,
   * then the longest on the roster (lowest id). The team may change the choice when confirming.
   */
  function pick(facts: AvailabilityFacts, free: readonly RosterCompanion[]): RosterCompanion | null {
    const load = (c: RosterCompanion) => facts.roster?.busy.get(c.id)?.length ?? 0;
    return [...free].sort((a, b) => load(a) - load(b) || a.id - b.id)[0] ?? null;
  }

  /** Why the member has no plan for `date`, in the words that help: the dates their plans do cover. */
  async function noPlanError(db: Db, date: string, ctx: RefusalContext): Promise<AppError> {
    const all = await deps.planCover.ofMember(db, ctx.userId);
    // The plan asked for, if any, must be the caller's; its own dates are then the ones to offer.
    const asked = ctx.subscriptionId === undefined ? all : all.filter((p) => p.id === ctx.subscriptionId);
    if (ctx.subscriptionId !== undefined && asked.length === 0) {
      return new AppError("BE011", BOOKING_MESSAGES.planNotFound);
    }
    // A plan paused that day (decision 0095): when the pause ends, not the plan's dates.
    const pause = asked.flatMap((p) => p.pauses ?? []).find((p) => p.from <= date && p.to >= date);
    if (pause) {
      const day = formatIndiaDay;
      return new AppError(
        "BE011",
        PLAN_PAUSE_MESSAGES.dayPaused(day(pause.from), day(pause.to), day(addDays(pause.to, 1))),
      );
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
      case "holiday":
        return new AppError("BE011", bookingRuleMessage.holiday(holidayDay(said.date), said.holiday ?? ""));
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
      holiday: v.holiday,
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
    pick,
    companionsFor,
    avoidedBy,
    /** A member's wishes about companions (prefer or avoid), by companion. */
    wishesOf: deps.visits.wishesOf,
    roster: deps.roster,
    judge: (f: AvailabilityFacts, ask: ShiftAsk, now: Date) => judge(f, ask, now, rules),
    /** The last day that can be booked at `now` (the window counts India calendar days). */
    lastBookableDay: (now: Date) => lastBookableDay(now, rules),
    /** A weekly pattern's dates judged in order, each seeing the ones before it booked (issue 44). */
    judgeSeries: (f: AvailabilityFacts, asks: readonly ShiftAsk[], now: Date, regularId?: number | null) =>
      judgeSeries(f, asks, now, rules, pick, regularId ?? null),
    /** Why one companion cannot make a shift on a day, on the roster's facts (null: free; decision 0081). */
    whyNotFree,
    /**
     * The visits these companions hold from the day before `from` to the day after `to`, as [start, end) in
     * epoch ms (the auto-scheduler's one read of who is busy, decision 0089).
     */
    busyOf: (db: Db, companionIds: readonly number[], from: string, to: string) =>
      repo.companionsBusy(
        db,
        companionIds,
        shiftWindow(addDays(from, -1), 1)?.start ?? new Date(0),
        shiftWindow(addDays(to, 1), 4)?.end ?? new Date(0),
      ),
    /**
     * What the travel rule reads for a span of days in a city (the auto-scheduler's one read, decision 0089):
     * these companions' visits from the day before `from` to the day after `to`, the points of those visits'
     * PIN codes and of `pincodes`, and the city's speed.
     */
    travelFactsBetween: async (
      db: Db,
      v: { cityId: number; from: string; to: string; pincodes: readonly string[] },
      companionIds: readonly number[],
    ): Promise<TravelFacts> => {
      const [stops, kmph] = await Promise.all([
        repo.companionStops(db, companionIds, addDays(v.from, -1), addDays(v.to, 1)),
        pinLocations.travelKmphOf(db, v.cityId),
      ]);
      const pincodes = [...v.pincodes, ...[...stops.values()].flatMap((list) => list.map((s) => s.pincode))];
      return { stops, points: await pinLocations.pointsOf(db, [...new Set(pincodes)]), kmph: kmph ?? 0 };
    },
    /** Whether a companion can travel to a visit and on from it (decision 0088), on facts already read. */
    judgeTravel,
    assertOpen,
    assertTime,
    assertBookableKind,
    noPlanError,
    /**
     * The lock of the roster for the days a shift covers (transaction-scoped, taken last: decision 0033),
     * a day at a time in date order: the companions free and the write that holds one happen one request
     * at a time, and a night shift's next morning queues with that morning's whole-day shift. The
     * exclusion constraint on a companion's visits stays the last word.
     */
    async lockSlot(tx: Db, date: string, shift: ShiftType): Promise<void> {
      await lockKey(tx, `roster-day:${date}`);
      if (shift === 4) await lockKey(tx, `roster-day:${addDays(date, 1)}`);
    },
  };
}
export type Availability = ReturnType<typeof createAvailability>;

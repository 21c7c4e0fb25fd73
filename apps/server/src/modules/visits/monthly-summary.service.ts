import {
  MONTHLY_SUMMARY_FROM_HOUR,
  MONTHLY_SUMMARY_MESSAGES,
  MOOD_CHART_DAYS,
  type MonthlySummary,
  monthlySummaryMessage,
  monthlySummaryPath,
  taskLabel,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { addDays, indiaClock, indiaDate, indiaMidnight } from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier, PersonMessage } from "../notifications/notifier.service.ts";
import * as repo from "./monthly-summary.repo.ts";

/** Families summarised per transaction batch read (each family is its own transaction). */
const FAMILIES_PER_READ = 100;

/** "2026-10" → its first and last day. */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const from = `${month}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { from, to: addDays(next, -1) };
}

/** The India month of `now` ("2026-11"). */
export const indiaMonth = (now: Date) => indiaDate(now).slice(0, 7);

/** The month before `month`. */
export function monthBefore(month: string): string {
  return addDays(`${month}-01`, -1).slice(0, 7);
}

/** The Monday of the week of `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The next instant the summaries fall due after `now`: the 1st of the next month at
 * MONTHLY_SUMMARY_FROM_HOUR, India time (or this month's, when `now` is the 1st before that hour).
 */
export function nextSummaryDue(now: Date): Date {
  const thisMonth = indiaMonth(now);
  const at = (month: string) =>
    new Date(indiaMidnight(`${month}-01`).getTime() + MONTHLY_SUMMARY_FROM_HOUR * 3_600_000);
  const first = at(thisMonth);
  if (first > now) return first;
  return at(addDays(monthDays(thisMonth).to, 1).slice(0, 7));
}

/**
 * The month whose summaries are due at `now`: the month before, from the 1st at MONTHLY_SUMMARY_FROM_HOUR
 * India time to the month's end (a sweep missed while no server ran sends it late, once); null on the 1st
 * before that hour (the month before that is not sent again, nor for the first time).
 */
export function summaryMonthDue(now: Date): string | null {
  const firstMorning = indiaDate(now).endsWith("-01") && indiaClock(now).hour < MONTHLY_SUMMARY_FROM_HOUR;
  return firstMorning ? null : monthBefore(indiaMonth(now));
}

/**
 * The monthly family summary (issue 47, decision 0098): a loved one's month as the family reads it
 * (`forMember`, users/getmonthlysummary/), and the sweep that sends it on the 1st to the payer and every
 * active circle member, each once per loved one and month however many processes sweep: each family is
 * one transaction that marks its people (monthly_summaries_sent's key, ON CONFLICT DO NOTHING) and queues
 * the messages of those it marked, so a second process's transaction waits for the first, then marks and
 * queues nothing. A month missed while no server ran is sent late, once.
 */
export function createMonthlySummaries(deps: {
  db: Db;
  now: () => Date;
  notifier: Pick<Notifier, "enqueueForEach" | "kick">;
  members: Pick<MemberDirectory, "contact" | "circleContacts">;
  lovedOnes: Pick<LovedOneAccess, "find">;
  roster: Pick<Roster, "profiles">;
  config: Pick<AppConfig, "publicUrl">;
  log: { error(o: object, m: string): void };
}) {
  const { db } = deps;
  const publicUrl = (deps.config.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");

  /** The month's figures and the charts' 90 days, for the family `payerId` and one of its loved ones. */
  async function build(
    tx: Db,
    payerId: number,
    lovedOne: { id: number; name: string },
    month: string,
    now: Date,
  ): Promise<MonthlySummary> {
    const { from, to } = monthDays(month);
    const chartFrom = addDays(to, -(MOOD_CHART_DAYS - 1));
    const f = await repo.monthFigures(tx, payerId, lovedOne.id, from, to);
    const companions = await repo.companionsOf(tx, payerId, lovedOne.id, from, to);
    const profiles = await deps.roster.profiles(
      tx,
      companions.map((c) => c.companionId),
    );
    const made = await repo.madeDays(tx, payerId, lovedOne.id, chartFrom, to);
    const weeks = new Map<string, number>();
    for (let w = mondayOf(chartFrom); w <= to; w = addDays(w, 7)) weeks.set(w, 0);
    for (const day of made) weeks.set(mondayOf(day), (weeks.get(mondayOf(day)) ?? 0) + 1);
    return {
      loved_one: lovedOne,
      month,
      from,
      to,
      partial: month >= indiaMonth(now),
      visits: { booked: f.booked, made: f.made, missed: f.missed, cancelled: f.cancelled },
      arrivals: { checked_in: f.checkedIn, on_time: f.onTime },
      companions: companions.map((c) => ({
        name: profiles.get(c.companionId)?.fullName.trim().split(/\s+/)[0] ?? "A companion",
        visits: c.visits,
      })),
      tasks: (await repo.tasksOf(tx, payerId, lovedOne.id, from, to)).map((t) => ({
        ...t,
        label: taskLabel(t.task),
      })),
      concerns: await repo.concernsOf(tx, payerId, lovedOne.id, from, to),
      incidents: await repo.incidentsOf(tx, payerId, lovedOne.id, from, to),
      mood: await repo.moodsOf(tx, payerId, lovedOne.id, chartFrom, to),
      weeks: [...weeks].map(([week_start, visits]) => ({ week_start, visits })),
    };
  }

  /**
   * users/getmonthlysummary/: one of the family's loved ones (another family's, or none, is 404 alike);
   * a month not yet begun is 422 (the month under way answers its figures so far).
   */
  async function forMember(userId: number, lovedOneId: number, month: string): Promise<MonthlySummary> {
    const now = deps.now();
    if (month > indiaMonth(now)) throw new AppError("BE011", MONTHLY_SUMMARY_MESSAGES.futureMonth);
    const lovedOne = await deps.lovedOnes.find(db, userId, lovedOneId);
    if (!lovedOne) throw new AppError("BE004", MONTHLY_SUMMARY_MESSAGES.notFound);
    return build(db, userId, { id: lovedOne.id, name: lovedOne.fullName }, month, now);
  }

  /** One family's summary of `month`, in one transaction: its people marked, then told. How many told. */
  async function sendOne(
    family: { payerId: number; lovedOneId: number; name: string },
    month: string,
    now: Date,
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const payer = await deps.members.contact(tx, family.payerId);
      const erased = !payer || payer.email === erasedEmail(family.payerId);
      const circle = erased ? [] : await deps.members.circleContacts(tx, family.payerId);
      // The payer's mark is made even for an erased account (told nothing), so the family is done.
      const marked = new Set(
        await repo.markSent(
          tx,
          family.payerId,
          family.lovedOneId,
          month,
          [family.payerId, ...circle.map((c) => c.userId)],
          now,
        ),
      );
      if (erased || marked.size === 0) return 0;
      const lovedOne = await deps.lovedOnes.find(tx, family.payerId, family.lovedOneId);
      const summary = await build(
        tx,
        family.payerId,
        { id: family.lovedOneId, name: lovedOne?.fullName ?? family.name },
        month,
        now,
      );
      const m = monthlySummaryMessage(summary, `${publicUrl}${monthlySummaryPath(family.lovedOneId, month)}`);
      const why = ["", `You get this message as a member of ${payer.name}'s family circle.`];
      const to = (
        who: { userId: number; name: string; email: string | null; phone: string },
        after: string[],
      ) =>
        ({
          kind: "monthly_summary",
          refId: family.lovedOneId,
          topic: "reports",
          userId: who.userId,
          email: who.email || null,
          phone: who.phone || null,
          subject: m.subject,
          body: [`Dear ${who.name},`, "", ...m.lines, ...after, ...SIGN_OFF_LINES].join("\n"),
          short: m.short,
        }) satisfies PersonMessage;
      const people = [to(payer, []), ...circle.map((c) => to(c, why))].filter((p) => marked.has(p.userId));
      await deps.notifier.enqueueForEach(tx, people);
      return people.length;
    });
  }

  /**
   * The month this process found with nothing left to send. No visit can be added to a month gone by
   * (booking needs notice), so until the next month is due the safety interval's runs ask nothing.
   */
  let doneMonth: string | null = null;

  /** Sends every summary due at `now` that nobody has sent; how many people were told. */
  async function runOnce(now: Date = deps.now()): Promise<number> {
    const month = summaryMonthDue(now);
    if (!month || month === doneMonth) return 0;
    const { from, to } = monthDays(month);
    let told = 0;
    let seen = new Set<string>();
    for (;;) {
      const due = (await repo.familiesDue(db, month, from, to, FAMILIES_PER_READ)).filter(
        (f) => !seen.has(`${f.payerId}:${f.lovedOneId}`),
      );
      if (due.length === 0) break;
      for (const family of due) {
        seen.add(`${family.payerId}:${family.lovedOneId}`);
        told += await sendOne(family, month, now);
      }
      if (seen.size > 100_000) seen = new Set();
    }
    doneMonth = month;
    if (told > 0) deps.notifier.kick();
    return told;
  }

  const sweeper = createSweeper(runOnce, {
    nextDue: async (now) => nextSummaryDue(now),
    onError: (error) =>
      deps.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        "monthly summary sweep failed",
      ),
  });

  return { forMember, runOnce, start: sweeper.start, stop: sweeper.stop };
}
export type MonthlySummaries = ReturnType<typeof createMonthlySummaries>;

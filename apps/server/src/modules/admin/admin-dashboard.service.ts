import {
  type AdminDashboard,
  DASHBOARD_BOOKING_DAYS,
  DASHBOARD_REVENUE_MONTHS,
  DASHBOARD_UPCOMING_DAYS,
  PAYMENT_FREQUENCIES,
  PLAN_TIERS,
  paiseToRupees,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { addDays, indiaDate, indiaMidnight } from "../../lib/india-date.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import type { BookingConsole } from "../booking-console/booking-console.service.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { CheckLapses } from "../companions/check-lapses.service.ts";
import type { EnquiryAdmin } from "../enquiries/enquiry-admin.service.ts";
import type { FaqAdmin } from "../faqs/faq-admin.service.ts";
import type { MemberAdmin } from "../members/member-admin.service.ts";
import type { RescheduleAdmin } from "../reschedules/reschedule-admin.service.ts";
import type { CityCare } from "../visits/city-care.service.ts";

/** The modules whose figures the dashboard shows (each counts its own tables: decision 0034). */
export interface DashboardSources {
  memberAdmin: MemberAdmin;
  paymentHistory: PaymentHistory;
  bookingAdmin: BookingAdmin;
  bookingConsole: BookingConsole;
  rescheduleAdmin: RescheduleAdmin;
  enquiryAdmin: EnquiryAdmin;
  faqAdmin: FaqAdmin;
  checkLapses: Pick<CheckLapses, "onDashboard">;
  /** Continuity and on-time arrivals per city, as the night's sweep kept them (decision 0090). */
  cityCare: Pick<CityCare, "byCity">;
}

const DAY_MS = 86_400_000;

/** The YYYY-MM of `months` months before (negative) or after the month of `ym`. */
function shiftMonth(ym: string, months: number): string {
  const [y, m] = ym.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const rupees = (paise: string | number | undefined) => paiseToRupees(Math.round(Number(paise ?? 0)));

/**
 * admin/dashboard/: the day's figures on India's calendar (decision 0026). A read-only report across
 * members, plans, payments, bookings, enquiries and questions; each figure is counted the way the list it
 * links to filters. The care section (late visits, overdue reports, the report promise: decision 0046) is
 * the visits module's, lent through the bookings module; the visits after a companion's check lapses
 * (issue 45, decision 0087) the companions module's; continuity and on-time arrivals per city (decision 0090)
 * the visits module's, each city's latest row of its night sweep.
 *
 * `cities` (issue 43 item 4): null for an administrator, whose figures are every city's (from the tallies,
 * as before); a coordinator's cities otherwise: their bookings, members (through their loved ones),
 * enquiries and care section, each counted in the query by city, and no plans, revenue or visitors'
 * questions (administrators' alone).
 */
export function createAdminDashboard(deps: Pick<AppDeps, "db" | "now"> & DashboardSources) {
  /** Plans, revenue and questions: an administrator's only. */
  async function adminOnly(today: string, firstMonth: string) {
    const [billing, questions] = await Promise.all([
      deps.paymentHistory.figures(today, indiaMidnight(`${firstMonth}-01`)),
      deps.faqAdmin.newQuestions(deps.db),
    ]);
    const plans = billing.activePlans;
    const paiseByMonth = billing.revenuePaiseByMonth;
    const thisMonth = today.slice(0, 7);
    const sum = (pick: (p: (typeof plans)[number]) => boolean) =>
      plans.filter(pick).reduce((n, p) => n + p.n, 0);
    return {
      active_plans: {
        total: sum(() => true),
        by_tier: PLAN_TIERS.map((tier) => ({ tier, count: sum((p) => p.tier === tier) })),
        by_frequency: PAYMENT_FREQUENCIES.map((frequency) => ({
          frequency,
          count: sum((p) => p.frequency === frequency.toLowerCase()),
        })),
      },
      revenue: {
        this_month: rupees(paiseByMonth.get(thisMonth)),
        last_month: rupees(paiseByMonth.get(shiftMonth(thisMonth, -1))),
      },
      unanswered_questions: questions,
      revenue_per_month: Array.from({ length: DASHBOARD_REVENUE_MONTHS }, (_, i) => {
        const month = shiftMonth(firstMonth, i);
        return { month, rupees: rupees(paiseByMonth.get(month)) };
      }),
    };
  }

  async function figures(cities: CityScope = null): Promise<AdminDashboard> {
    const at = deps.now();
    const today = indiaDate(at);
    const thisMonth = today.slice(0, 7);
    const chartFirstDay = addDays(today, -(DASHBOARD_BOOKING_DAYS - 1));
    const firstMonth = shiftMonth(thisMonth, -(DASHBOARD_REVENUE_MONTHS - 1));
    const { db } = deps;
    const [members, money, bookings, openReschedules, enquiries, care, lapsed, byCity] = await Promise.all([
      deps.memberAdmin.counts(
        new Date(at.getTime() - 7 * DAY_MS),
        new Date(at.getTime() - 30 * DAY_MS),
        cities,
      ),
      cities === null ? adminOnly(today, firstMonth) : null,
      deps.bookingConsole.figures(db, {
        today,
        upcomingEnd: addDays(today, DASHBOARD_UPCOMING_DAYS),
        chartFrom: indiaMidnight(chartFirstDay),
        cities,
      }),
      deps.rescheduleAdmin.openCount(db, cities),
      deps.enquiryAdmin.counts(db, today, cities),
      // Late visits, overdue reports, the report promise, incidents and concerns (issue 26), the visits module's.
      deps.bookingAdmin.care(db, at, cities),
      // Visits held by a companion whose check will have lapsed by then (issue 45), the companions module's.
      deps.checkLapses.onDashboard(db, at, cities),
      // Continuity and on-time arrivals per city (issue 45), the visits module's nightly figures.
      deps.cityCare.byCity(db, cities),
    ]);
    const { unanswered_questions, revenue_per_month, ...planFigures } = money ?? {};
    return {
      today,
      members: { total: members.total, new_7_days: members.n7, new_30_days: members.n30 },
      ...planFigures,
      bookings: {
        waiting_confirmation: bookings.waiting,
        visits_today: bookings.today,
        visits_next_7_days: bookings.upcoming,
      },
      enquiries: { new: enquiries.fresh, callbacks_today: enquiries.callbacks },
      open_reschedule_requests: openReschedules,
      ...(unanswered_questions === undefined ? {} : { unanswered_questions }),
      bookings_per_day: Array.from({ length: DASHBOARD_BOOKING_DAYS }, (_, i) => {
        const day = addDays(chartFirstDay, i);
        return { day, count: bookings.perDay.get(day) ?? 0 };
      }),
      ...(revenue_per_month === undefined ? {} : { revenue_per_month }),
      care,
      lapsed_checks: lapsed,
      care_by_city: byCity,
    };
  }
  return { figures };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboard>;

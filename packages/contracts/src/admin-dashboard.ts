import { z } from "zod";
import { cityCareSchema } from "./city-care.ts";
import { lapsedChecksSchema } from "./companion-checks.ts";
import { PAYMENT_FREQUENCIES, PLAN_TIERS } from "./constants.ts";
import { adminIncidentSchema } from "./incidents.ts";

/** Days of bookings the dashboard charts, and months of revenue. */
export const DASHBOARD_BOOKING_DAYS = 30;
export const DASHBOARD_REVENUE_MONTHS = 12;
/** "Visits in the next N days" on the dashboard (today not included). */
export const DASHBOARD_UPCOMING_DAYS = 7;
/**
 * What the dashboard's booking counts are kept by (the booking_tallies table): the visit's day and status,
 * or the day the booking was made.
 */
export const BOOKING_TALLY_KINDS = ["visit", "made"] as const;
export type BookingTallyKind = (typeof BOOKING_TALLY_KINDS)[number];

const count = z.number().int().nonnegative();

/** A visit the care section of the dashboard names. */
const careVisitSchema = z.object({
  booking_id: z.number().int(),
  loved_one_name: z.string(),
  service_name: z.string(),
  /** The companion's full name (the console's view). */
  companion_name: z.string(),
  companion_phone: z.string(),
  starts_at: z.string(),
  /** For an overdue report: when the companion checked out. */
  checked_out_at: z.string().nullable(),
});
export type CareVisit = z.infer<typeof careVisitSchema>;

/** A concern a companion flagged in a visit's report (issue 42): the visit, what worried them, when filed. */
const careConcernSchema = careVisitSchema.extend({
  concern_note: z.string(),
  filed_at: z.string(),
});
export type CareConcern = z.infer<typeof careConcernSchema>;

/**
 * admin/dashboard/ (shape not in the spec, decision 0026): the figures the operations team starts the day
 * with, each counted the way the list it links to filters. Days and months are India's calendar; money
 * is in rupees. A city coordinator's figures are their cities' (issue 43 item 4), and their answer leaves
 * out what is administrators' alone: plans and revenue (money), and visitors' questions. An
 * administrator's answer always has every field.
 */
export const adminDashboardResponseSchema = z.object({
  /** India date the figures were counted for (YYYY-MM-DD). */
  today: z.string(),
  members: z.object({ total: count, new_7_days: count, new_30_days: count }),
  /** Plans in force today, by tier and by how they are paid (administrators only). */
  active_plans: z
    .object({
      total: count,
      by_tier: z.array(z.object({ tier: z.enum(PLAN_TIERS), count })),
      by_frequency: z.array(z.object({ frequency: z.enum(PAYMENT_FREQUENCIES), count })),
    })
    .optional(),
  /** Administrators only. */
  revenue: z.object({ this_month: z.number(), last_month: z.number() }).optional(),
  bookings: z.object({
    waiting_confirmation: count,
    visits_today: count,
    /** Requested or confirmed visits from tomorrow to DASHBOARD_UPCOMING_DAYS ahead. */
    visits_next_7_days: count,
  }),
  enquiries: z.object({ new: count, callbacks_today: count }),
  open_reschedule_requests: count,
  /** Visitors' questions waiting for an answer (administrators only). */
  unanswered_questions: count.optional(),
  /** Bookings made per India day, oldest first, DASHBOARD_BOOKING_DAYS days ending today. */
  bookings_per_day: z.array(z.object({ day: z.string(), count })),
  /**
   * Revenue per India month (YYYY-MM), oldest first, DASHBOARD_REVENUE_MONTHS months ending this one
   * (administrators only).
   */
  revenue_per_month: z.array(z.object({ month: z.string(), rupees: z.number() })).optional(),
  /**
   * The care team's day (issue 26): visits late (confirmed, no check-in LATE_CHECKIN_MINUTES after the
   * start), reports overdue (checked out more than VISIT_REPORT_PROMISE_HOURS ago, no report), and the
   * promise measured over the last 30 days. The lists hold at most DASHBOARD_CARE_LIST_MAX, oldest first.
   */
  care: z.object({
    late_visits: count,
    reports_overdue: count,
    reports_filed_30_days: count,
    reports_on_time_30_days: count,
    late: z.array(careVisitSchema),
    overdue: z.array(careVisitSchema),
    /** Incidents not yet closed (issue 29): the count, and at most DASHBOARD_INCIDENT_LIST_MAX, most severe first. */
    open_incidents: count,
    incidents: z.array(adminIncidentSchema),
    /**
     * Reports filed with a concern in the last DASHBOARD_CONCERN_DAYS days (issue 42): the count, and at
     * most DASHBOARD_CARE_LIST_MAX, newest first.
     */
    recent_concerns: count,
    concerns: z.array(careConcernSchema),
  }),
  /**
   * Visits held by a companion whose check will have lapsed on the visit's day (issue 45, decision 0087),
   * shown in the care section. Beside `care` rather than in it: `care` is the visits module's, this the
   * companions module's.
   */
  lapsed_checks: lapsedChecksSchema,
  /**
   * Continuity and on-time arrivals per city (issue 45, decision 0090), each city's latest figures as the
   * night's sweep worked them out, by city name: a coordinator's cities, or every city of India for an
   * administrator. The visits module's.
   */
  care_by_city: z.array(cityCareSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponseSchema>;

/** The dashboard's own words. */
export const ADMIN_DASHBOARD_TEXT = {
  loading: "Loading the dashboard...",
  failed: "We could not load the dashboard.",
  bookingsChart: `Bookings made per day, last ${DASHBOARD_BOOKING_DAYS} days`,
  revenueChart: `Revenue per month, last ${DASHBOARD_REVENUE_MONTHS} months`,
  chartLoading: "Loading chart...",
} as const;

import {
  ADMIN_SEARCH_MIN_LENGTH,
  type AdminDashboard,
  type CareVisit,
  DASHBOARD_UPCOMING_DAYS,
  indiaToday,
} from "@eldercare/contracts";

/** "2026-12-01" + n days, on the calendar (no time zone involved). */
export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const to = (path: string, params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * Where each dashboard figure leads: the list it counts, with the same filters (the lists read them from
 * the URL). Figures with no list of their own (plans, revenue) lead to the members.
 */
export function dashboardLinks(d: Pick<AdminDashboard, "today">) {
  const tomorrow = addDays(d.today, 1);
  return {
    members: to("/admin/members"),
    newMembers7: to("/admin/members", { joined_from: addDays(d.today, -6) }),
    newMembers30: to("/admin/members", { joined_from: addDays(d.today, -29) }),
    waiting: to("/admin/bookings", { status: "requested" }),
    today: to("/admin/bookings", { date_from: d.today, date_to: d.today }),
    upcoming: to("/admin/bookings", {
      date_from: tomorrow,
      date_to: addDays(d.today, DASHBOARD_UPCOMING_DAYS),
    }),
    newEnquiries: to("/admin/enquiries", { status: "new" }),
    callbacks: to("/admin/enquiries", { status: "new", callback_on: d.today }),
    reschedule: to("/admin/reschedule", { status: "open" }),
    questions: to("/admin/faqs", { questions: "new" }),
  };
}

/**
 * Where a late visit or an overdue report on the dashboard leads: the bookings list narrowed to it (the
 * list has no filter by booking number): confirmed visits dated its India day or the day before (a night
 * shift is dated by the evening it begins, and its start may fall after midnight), searched by the loved
 * one's name when it is long enough to search by. A concern in a report leads to the visit completed by it.
 */
export function careVisitLink(
  v: Pick<CareVisit, "loved_one_name" | "starts_at">,
  status: "requested" | "confirmed" | "completed" = "confirmed",
): string {
  const day = indiaToday(new Date(v.starts_at));
  const name = v.loved_one_name.trim();
  return to("/admin/bookings", {
    status,
    date_from: addDays(day, -1),
    date_to: day,
    ...(name.length >= ADMIN_SEARCH_MIN_LENGTH ? { q: name } : {}),
  });
}

/** Where an incident on the dashboard leads: the bookings list on its visit's day, searched by the loved one. */
export function incidentVisitLink(i: { loved_one_name: string; visit_date: string }): string {
  const name = i.loved_one_name.trim();
  return to("/admin/bookings", {
    date_from: i.visit_date,
    date_to: i.visit_date,
    ...(name.length >= ADMIN_SEARCH_MIN_LENGTH ? { q: name } : {}),
  });
}

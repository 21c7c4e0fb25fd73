// @vitest-environment jsdom
import {
  ADMIN_DASHBOARD_TEXT,
  type AdminDashboard,
  CITY_CARE_TEXT,
  CARE_DASHBOARD_TEXT as T,
  URGENT_HELP_TEXT,
} from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { AdminDashboardPage } from "./admin-dashboard-page.tsx";

const visit = {
  service_name: "Companionship Visit",
  companion_name: "Anita Das",
  companion_phone: "+919830012345",
  starts_at: "2026-12-15T03:30:00.000Z",
  checked_out_at: null,
};

/** A day with a late visit, an open incident and a concern flagged in a report. */
const DASHBOARD: AdminDashboard = {
  today: "2026-12-15",
  members: { total: 120, new_7_days: 4, new_30_days: 11 },
  active_plans: { total: 0, by_tier: [], by_frequency: [] },
  revenue: { this_month: 0, last_month: 0 },
  bookings: { waiting_confirmation: 3, visits_today: 9, visits_next_7_days: 30 },
  enquiries: { new: 2, callbacks_today: 1 },
  open_reschedule_requests: 1,
  unanswered_questions: 0,
  bookings_per_day: [],
  revenue_per_month: [],
  care: {
    late_visits: 1,
    reports_overdue: 0,
    reports_filed_30_days: 0,
    reports_on_time_30_days: 0,
    late: [{ ...visit, booking_id: 51, loved_one_name: "Sita Devi" }],
    overdue: [],
    open_incidents: 1,
    incidents: [
      {
        incident_id: 31,
        booking_id: 52,
        severity: "serious",
        what_happened: "She slipped on the bathroom step and hurt her wrist.",
        reported_by: "companion",
        reported_at: "2026-12-15T04:10:00.000Z",
        closed_at: null,
        resolution: null,
        loved_one_name: "Lakshmi Iyer",
        service_name: "Companionship Visit",
        visit_date: "2026-12-15",
        reporter_name: "Anita Das",
        reporter_phone: "+919830012345",
      },
    ],
    recent_concerns: 1,
    concerns: [
      {
        ...visit,
        booking_id: 53,
        loved_one_name: "Gopal Rao",
        checked_out_at: "2026-12-15T05:30:00.000Z",
        concern_note: "He felt dizzy when he stood up.",
        filed_at: "2026-12-15T06:00:00.000Z",
      },
    ],
  },
  lapsed_checks: { visits: 0, list: [] },
  care_by_city: [
    {
      city_id: 1,
      city_name: "Kolkata",
      as_of: "2026-12-14",
      continuity: { families: 40, two_or_fewer: 34 },
      arrivals: { checked_in: 200, on_time: 181 },
    },
  ],
};

describe("AdminDashboardPage", () => {
  it("opens with Needs attention: the late visit, the open incident and the report's concern, then the counts (issue 42)", async () => {
    stubApi({ adminDashboard: DASHBOARD });
    renderWithApp(<AdminDashboardPage />, { path: "/admin/dashboard" });
    const attention = await screen.findByRole("region", { name: T.needsAttention });
    // The first section of the page.
    expect(screen.getAllByRole("heading", { level: 2 })[0]).toHaveTextContent(T.needsAttention);
    expect(within(attention).getByRole("region", { name: `${T.late}: 1` })).toHaveTextContent("Sita Devi");
    expect(
      within(attention).getByRole("region", { name: `${URGENT_HELP_TEXT.dashboardHeading}: 1` }),
    ).toHaveTextContent("She slipped on the bathroom step");
    expect(within(attention).getByRole("region", { name: `${T.concerns}: 1` })).toHaveTextContent(
      "He felt dizzy when he stood up.",
    );
    expect(within(attention).getByRole("link", { name: /^Bookings waiting for confirmation/ })).toBeVisible();
    // The lists come before the counts.
    const order = within(attention)
      .getAllByRole("heading")
      .map((h) => h.textContent ?? "");
    expect(order[0]).toBe(T.needsAttention);
    expect(order.slice(1).some((h) => h.startsWith(T.late))).toBe(true);
  });

  it("shows a coordinator's answer without plans, revenue or questions: none of them, not ₹0 (issue 43)", async () => {
    const {
      active_plans: _plans,
      revenue: _revenue,
      revenue_per_month: _months,
      unanswered_questions: _questions,
      ...theirs
    } = DASHBOARD;
    stubApi({ adminDashboard: theirs });
    renderWithApp(<AdminDashboardPage />, { path: "/admin/dashboard" });
    const figures = await screen.findByTestId("admin-dashboard");
    expect(within(figures).getByRole("link", { name: /^Members\s*120/ })).toBeVisible();
    expect(within(figures).getByRole("link", { name: /^Visits today\s*9/ })).toBeVisible();
    expect(within(figures).queryByRole("heading", { name: "Revenue" })).toBeNull();
    expect(within(figures).queryByText("This month")).toBeNull();
    expect(within(figures).queryByText("Plans in force")).toBeNull();
    expect(within(figures).queryByText("Unanswered questions")).toBeNull();
    expect(within(figures).queryByText(/₹/)).toBeNull();
    expect(within(figures).queryByRole("region", { name: ADMIN_DASHBOARD_TEXT.revenueChart })).toBeNull();
    expect(within(figures).getByRole("region", { name: ADMIN_DASHBOARD_TEXT.bookingsChart })).toBeVisible();
  });

  it("shows an administrator's plans, revenue and questions, ₹0 included", async () => {
    stubApi({ adminDashboard: DASHBOARD });
    renderWithApp(<AdminDashboardPage />, { path: "/admin/dashboard" });
    const figures = await screen.findByTestId("admin-dashboard");
    expect(within(figures).getByRole("heading", { name: "Revenue" })).toBeVisible();
    expect(within(figures).getByText("Plans in force")).toBeVisible();
    expect(within(figures).getByRole("link", { name: /^Unanswered questions\s*0/ })).toBeVisible();
    expect(within(figures).getAllByText("₹0").length).toBeGreaterThan(0);
    expect(within(figures).getByRole("region", { name: ADMIN_DASHBOARD_TEXT.revenueChart })).toBeVisible();
  });

  it("shows each city's continuity and on-time arrivals after the care section (issue 45)", async () => {
    stubApi({ adminDashboard: DASHBOARD });
    renderWithApp(<AdminDashboardPage />, { path: "/admin/dashboard" });
    const section = await screen.findByRole("region", { name: CITY_CARE_TEXT.heading });
    expect(within(section).getByRole("region", { name: "Kolkata" })).toHaveTextContent(
      "85% (34 of 40 families)",
    );
    expect(within(section).getByText(CITY_CARE_TEXT.asOf("14 Dec 2026"))).toBeVisible();
  });

  it("loads with no toast over the figures (issue 42)", async () => {
    stubApi({ adminDashboard: DASHBOARD });
    renderWithApp(<AdminDashboardPage />, { path: "/admin/dashboard" });
    await screen.findByTestId("admin-dashboard");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0);
    expect(screen.queryByText(/fetched successfully/)).toBeNull();
  });
});

import { ADMIN_DASHBOARD_TEXT, type AdminDashboard, CARE_DASHBOARD_TEXT } from "@eldercare/contracts";
import { lazy, Suspense } from "react";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { formatIndiaDay, formatWholeInr } from "../../../lib/format.ts";
import { tierLabel } from "../../../lib/plan-tiers.ts";
import { useSession } from "../../../lib/session.tsx";
import { useAdminDashboard } from "../api/use-admin-dashboard.ts";
import { CareSection, UrgentCare } from "../components/care-section.tsx";
import { CityCareSection } from "../components/city-care-section.tsx";
import { FigureCard, FigureGroup } from "../components/figure-card.tsx";
import { dashboardLinks } from "../lib/dashboard-links.ts";

// The chart's code loads with this page only.
const BarChart = lazy(() => import("../components/bar-chart.tsx"));

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1] ?? ym} ${ym.slice(2, 4)}`;

/**
 * /admin/dashboard: what needs attention first (late visits, reports' concerns, open incidents, then the
 * counts waiting on the team: issue 42), the day's figures, each opening the list it counts, and two charts.
 * A coordinator's answer has no plans, revenue or visitors' questions (issue 43 item 4): those figures
 * and the revenue chart are not shown at all, rather than as zero.
 */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const { session } = useSession();
  const admin = session.kind === "admin" ? session.admin : null;
  return (
    <Page title="Admin Dashboard" width="full">
      {admin ? <p className="mb-6 text-xl font-semibold">Welcome, {admin.user_name || admin.email}</p> : null}
      {dashboard.isPending ? (
        <LoadingNotice>{ADMIN_DASHBOARD_TEXT.loading}</LoadingNotice>
      ) : dashboard.isError ? (
        <LoadError
          title={ADMIN_DASHBOARD_TEXT.failed}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Figures d={dashboard.data} />
      )}
    </Page>
  );
}

function Figures({ d }: { d: AdminDashboard }) {
  const links = dashboardLinks(d);
  return (
    <div className="space-y-8" data-testid="admin-dashboard">
      <p className="text-lg text-muted">Figures for {formatIndiaDay(d.today)}, India time.</p>
      <FigureGroup title={CARE_DASHBOARD_TEXT.needsAttention} before={<UrgentCare care={d.care} />}>
        <li>
          <FigureCard
            label="Bookings waiting for confirmation"
            value={d.bookings.waiting_confirmation}
            to={links.waiting}
          />
        </li>
        <li>
          <FigureCard label="New enquiries" value={d.enquiries.new} to={links.newEnquiries} />
        </li>
        <li>
          <FigureCard label="Callbacks due today" value={d.enquiries.callbacks_today} to={links.callbacks} />
        </li>
        <li>
          <FigureCard
            label="Open reschedule requests"
            value={d.open_reschedule_requests}
            to={links.reschedule}
          />
        </li>
        {d.unanswered_questions === undefined ? null : (
          <li>
            <FigureCard label="Unanswered questions" value={d.unanswered_questions} to={links.questions} />
          </li>
        )}
      </FigureGroup>
      <FigureGroup title="Visits">
        <li>
          <FigureCard label="Visits today" value={d.bookings.visits_today} to={links.today} />
        </li>
        <li>
          <FigureCard
            label="Visits in the next 7 days"
            value={d.bookings.visits_next_7_days}
            to={links.upcoming}
          />
        </li>
      </FigureGroup>
      <CareSection care={d.care} lapsed={d.lapsed_checks} />
      <CityCareSection cities={d.care_by_city} />
      <FigureGroup title={d.active_plans ? "Members and plans" : "Members"}>
        <li>
          <FigureCard label="Members" value={d.members.total} to={links.members} />
        </li>
        <li>
          <FigureCard label="New in the last 7 days" value={d.members.new_7_days} to={links.newMembers7} />
        </li>
        <li>
          <FigureCard label="New in the last 30 days" value={d.members.new_30_days} to={links.newMembers30} />
        </li>
        {d.active_plans ? <PlanFigures plans={d.active_plans} /> : null}
      </FigureGroup>
      {d.revenue ? (
        <FigureGroup title="Revenue">
          <li>
            <FigureCard label="This month" value={formatWholeInr(d.revenue.this_month)} />
          </li>
          <li>
            <FigureCard label="Last month" value={formatWholeInr(d.revenue.last_month)} />
          </li>
        </FigureGroup>
      ) : null}
      {/* grid-cols-1: the charts' axis labels cannot widen the column past a phone's screen (large text). */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section
          className="rounded-xl border border-line bg-white p-4"
          aria-label={ADMIN_DASHBOARD_TEXT.bookingsChart}
        >
          <Suspense fallback={<LoadingNotice>{ADMIN_DASHBOARD_TEXT.chartLoading}</LoadingNotice>}>
            <BarChart
              caption={ADMIN_DASHBOARD_TEXT.bookingsChart}
              labelEvery={7}
              bars={d.bookings_per_day.map((p) => ({
                label: formatIndiaDay(p.day).slice(0, -5),
                value: p.count,
                title: `Bookings made on ${formatIndiaDay(p.day)}`,
              }))}
            />
          </Suspense>
        </section>
        {d.revenue_per_month ? <RevenueChart months={d.revenue_per_month} /> : null}
      </div>
    </div>
  );
}

/** Plans in force, by tier and by how they are paid (an administrator's figures only). */
function PlanFigures({ plans }: { plans: NonNullable<AdminDashboard["active_plans"]> }) {
  return (
    <>
      <li>
        <FigureCard label="Plans in force" value={plans.total} />
      </li>
      {plans.by_tier.map((p) => (
        <li key={p.tier}>
          <FigureCard label={`${tierLabel(p.tier)} plans`} value={p.count} />
        </li>
      ))}
      {plans.by_frequency.map((p) => (
        <li key={p.frequency}>
          <FigureCard label={`${p.frequency} plans`} value={p.count} />
        </li>
      ))}
    </>
  );
}

/** Revenue per month (an administrator's figures only). */
function RevenueChart({ months }: { months: NonNullable<AdminDashboard["revenue_per_month"]> }) {
  return (
    <section
      className="rounded-xl border border-line bg-white p-4"
      aria-label={ADMIN_DASHBOARD_TEXT.revenueChart}
    >
      <Suspense fallback={<LoadingNotice>{ADMIN_DASHBOARD_TEXT.chartLoading}</LoadingNotice>}>
        <BarChart
          caption={ADMIN_DASHBOARD_TEXT.revenueChart}
          labelEvery={3}
          format={formatWholeInr}
          bars={months.map((p) => ({
            label: monthLabel(p.month),
            value: p.rupees,
            title: `Revenue in ${monthLabel(p.month)}`,
          }))}
        />
      </Suspense>
    </section>
  );
}

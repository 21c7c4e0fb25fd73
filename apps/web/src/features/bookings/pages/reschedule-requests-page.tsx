import { BOOKING_TEXT, formatStartTime, type RescheduleItem } from "@eldercare/contracts";
import { ArrowRight, ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { Pager } from "../../../components/ui/pager.tsx";
import { RescheduleStatusBadge } from "../../../components/ui/status-badge.tsx";
import { formatIndiaDay, formatIndiaWeekday } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.tsx";
import { useRescheduleRequests } from "../api/use-reschedule-requests.ts";

type Slot = RescheduleItem["from"];

function slotText(s: Slot): string {
  return `${formatIndiaWeekday(s.visit_date)}, ${s.shift_name}, ${formatStartTime(s.start_time)}`;
}

/** /user/reschedule (members only; the avatar's Reschedule Requests): each request, from → to, and what the team decided. */
export function RescheduleRequestsPage() {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const [pageIndex, setPageIndex] = useState(0);
  const requests = useRescheduleRequests(userId, pageIndex);
  return (
    <Page
      title="Reschedule Requests"
      description="The visits you have asked SeniorCare Relief to move, and what our team decided."
      lead="The visits you have asked us to move, and what our team decided."
      width="wide"
    >
      <p>
        <Link
          to="/planandservicedetails"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
        >
          <ClipboardList aria-hidden="true" className="size-5" />
          My bookings
        </Link>
      </p>
      <div className="mt-4">
        <QueryStates
          query={requests}
          loading={BOOKING_TEXT.requestsLoading}
          failed={BOOKING_TEXT.requestsFailed}
        >
          {(page) =>
            page.items.length === 0 ? (
              <p className="rounded-xl border border-line bg-white p-6">{BOOKING_TEXT.noRequests}</p>
            ) : (
              <div className="space-y-5">
                <ul className={`grid gap-4 ${requests.isPlaceholderData ? "opacity-60" : ""}`}>
                  {page.items.map((r) => (
                    <li key={r.request_id} className="flex min-w-0">
                      <RequestCard request={r} />
                    </li>
                  ))}
                </ul>
                <Pager
                  noun="reschedule requests"
                  pageIndex={page.page_index}
                  pageSize={page.page_size}
                  total={page.total_count}
                  busy={requests.isPlaceholderData}
                  onPage={setPageIndex}
                />
              </div>
            )
          }
        </QueryStates>
      </div>
    </Page>
  );
}

function RequestCard({ request: r }: { request: RescheduleItem }) {
  const headingId = `request-${r.request_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="w-full min-w-0 rounded-xl border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="min-w-0 text-xl font-bold break-words">
          {r.service_name} for {r.loved_one_name}
        </h2>
        <RescheduleStatusBadge status={r.status} />
      </div>
      <div className="mt-3 grid items-center gap-2 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <p className="rounded-lg bg-paper px-4 py-3">
          <span className="block text-base font-semibold text-muted">From</span>
          {slotText(r.from)}
        </p>
        <ArrowRight aria-hidden="true" className="mx-auto size-6 rotate-90 text-primary-700 md:rotate-0" />
        <p className="rounded-lg bg-primary-50 px-4 py-3">
          <span className="block text-base font-semibold text-muted">To</span>
          {slotText(r.to)}
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
        {r.reason ? (
          <>
            <dt className="font-semibold text-muted">Your reason</dt>
            <dd className="wrap-anywhere">{r.reason}</dd>
          </>
        ) : null}
        {r.decision_note ? (
          <>
            <dt className="font-semibold text-muted">Our team's note</dt>
            <dd className="wrap-anywhere">{r.decision_note}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">Asked on</dt>
        <dd>{formatIndiaDay(r.created_at)}</dd>
        {r.decided_at ? (
          <>
            <dt className="font-semibold text-muted">Decided on</dt>
            <dd>{formatIndiaDay(r.decided_at)}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}

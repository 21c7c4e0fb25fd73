import { API, type PlanUsage, RENEWAL_TEXT } from "@eldercare/contracts";
import { CalendarPlus, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useMayCall, useReaderWords } from "../../../lib/family-role.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { planName, SUBSCRIPTION_STATUS_LABELS } from "../../../lib/plan-labels.ts";
import { monthLabel } from "../lib/calendar-grid.ts";

type Inclusion = PlanUsage["inclusions"][number];

/** "1 of 2 left (1 used)" for a counted inclusion; its text ("Weekly") or "Included" otherwise. */
export function inclusionUseText(i: Inclusion): string {
  if (i.monthly_allowance === null || i.left === null) return i.detail ?? "Included";
  return `${i.left} of ${i.monthly_allowance} left (${i.used} used)`;
}

/**
 * The member's plan (users/getplanusage/): tier, single or couple, payment frequency and dates, what it
 * includes with this month's visits used and left, and the way to book. Without a plan, the way to one.
 */
export function PlanUsageSection({ usage }: { usage: PlanUsage }) {
  const { open } = useDialogs();
  const plan = usage.subscription;
  // What this session's family role allows (a viewer neither books nor renews: decision 0063).
  const mayBook = useMayCall(API.serviceBooking);
  const mayRenew = useMayCall(API.createSubscription);
  const words = useReaderWords();
  return (
    <section aria-labelledby="your-plan" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-plan" className="text-2xl font-bold">
          {words.plan}
        </h2>
        {plan ? (
          <div className="flex flex-wrap gap-3">
            {mayRenew ? (
              <button type="button" className="btn btn-outline" onClick={() => open("plan", { renew: true })}>
                <RefreshCw aria-hidden="true" className="size-5" />
                {RENEWAL_TEXT.renew}
              </button>
            ) : null}
            {mayBook ? (
              <Link to="/service/booking" className="btn btn-primary">
                <CalendarPlus aria-hidden="true" className="size-5" />
                Book a visit
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      {plan ? (
        <div className="grid gap-5 rounded-xl border border-line bg-white p-5 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <div>
            <p className="text-xl font-bold text-primary-800">{planName(plan)}</p>
            <dl className="mt-3 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-1">
              <dt className="font-semibold text-muted">Status</dt>
              <dd>{SUBSCRIPTION_STATUS_LABELS[plan.status]}</dd>
              <dt className="font-semibold text-muted">Starts</dt>
              <dd>{formatIndiaDay(plan.start_date)}</dd>
              <dt className="font-semibold text-muted">Ends</dt>
              <dd>{formatIndiaDay(plan.end_date)}</dd>
            </dl>
          </div>
          <div className="min-w-0">
            <h3 className="text-lg font-bold">Included in {monthLabel(usage.month)}</h3>
            <ul className="mt-2 divide-y divide-line">
              {usage.inclusions.map((i) => (
                <li
                  key={i.kind}
                  className="flex flex-col gap-x-4 py-2 sm:flex-row sm:items-baseline sm:justify-between"
                >
                  <span className="min-w-0 break-words">{i.label}</span>
                  <span className="shrink-0 font-semibold">{inclusionUseText(i)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <div className="rounded-xl border border-line bg-white p-5">
          <p>{words.noPlan}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn btn-primary" onClick={() => open("plan")}>
              Choose a plan
            </button>
            <Link to="/plandetails" className="btn btn-outline">
              Compare plans
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

import {
  API,
  EMERGENCY_CARD_TEXT,
  LOAD_MESSAGES,
  LOVED_ONES_MAX,
  type LovedOne,
  lastIndiaMonth,
  MONTHLY_SUMMARY_MESSAGES,
  monthlySummaryPath,
} from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { ChartLine, ShieldPlus, UsersRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { useMayCall } from "../../../lib/family-role.ts";
import { visitSeriesQuery } from "../../../lib/visit-series-query.ts";
import { useLovedOnes } from "../api/use-loved-ones.ts";
import { EmergencyCardDialog } from "./emergency-card-dialog.tsx";
import { LovedOneCard } from "./loved-one-card.tsx";
import { LovedOneSchedules } from "./loved-one-schedules.tsx";

/** The General tab's loved ones: a card for each, and the way to /user/form to add or change them. */
export function LovedOnesSection({ userId }: { userId: number }) {
  const lovedOnes = useLovedOnes(userId);
  const count = lovedOnes.data?.length ?? 0;
  const [card, setCard] = useState<LovedOne | null>(null);
  // A circle member reads the loved ones; the account holder adds, changes and keeps their cards.
  const mayManage = useMayCall(API.saveLovedOne);
  const mayKeepCard = useMayCall(API.saveEmergencyCard);
  const mayReadSchedules = useMayCall(API.getVisitSeries);
  const series = useQuery({
    ...visitSeriesQuery(userId),
    enabled: userId > 0 && mayReadSchedules && count > 0,
  });
  /** A loved one's active schedules (undefined while loading, null if they could not be loaded). */
  const schedulesOf = (lovedOneId: number) =>
    series.isError
      ? null
      : series.data?.series.filter((s) => s.status === "active" && s.loved_one_id === lovedOneId);
  return (
    <section aria-labelledby="your-loved-ones">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-loved-ones" className="text-2xl font-bold">
          Your loved ones
        </h2>
        {lovedOnes.isSuccess && mayManage ? (
          <Link to={count === 0 ? "/user/form?add" : "/user/form"} className="btn btn-outline">
            <UsersRound aria-hidden="true" className="size-5" />
            {count === 0 ? "Add a loved one" : "Manage loved ones"}
          </Link>
        ) : null}
      </div>
      <div className="mt-4">
        <QueryStates
          query={lovedOnes}
          loading={LOAD_MESSAGES.lovedOnesLoading}
          failed={LOAD_MESSAGES.lovedOnesFailed}
        >
          {(list) =>
            list.length === 0 ? (
              <p>
                Tell us about the people we care for: up to {LOVED_ONES_MAX}, with where care happens, who is
                there and what a companion should know.
              </p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {list.map((l) => (
                  <li key={l.loved_one_id} className="flex">
                    <LovedOneCard
                      lovedOne={l}
                      schedules={
                        mayReadSchedules ? <LovedOneSchedules series={schedulesOf(l.loved_one_id)} /> : null
                      }
                      actions={
                        <>
                          {/* Issue 47: last month's summary, with its charts (any family role reads it). */}
                          <Link
                            to={monthlySummaryPath(l.loved_one_id, lastIndiaMonth())}
                            className="btn btn-outline"
                            aria-label={MONTHLY_SUMMARY_MESSAGES.lastMonthLink(l.full_name)}
                          >
                            <ChartLine aria-hidden="true" className="size-5" />
                            {MONTHLY_SUMMARY_MESSAGES.lastMonthText}
                          </Link>
                          {mayKeepCard ? (
                            <button
                              type="button"
                              className="btn btn-outline"
                              aria-label={`${EMERGENCY_CARD_TEXT.button}: ${l.full_name}`}
                              onClick={() => setCard(l)}
                            >
                              <ShieldPlus aria-hidden="true" className="size-5" />
                              {EMERGENCY_CARD_TEXT.button}
                            </button>
                          ) : null}
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStates>
      </div>
      <EmergencyCardDialog lovedOne={card} onClose={() => setCard(null)} />
    </section>
  );
}

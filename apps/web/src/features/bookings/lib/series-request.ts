import {
  type LovedOne,
  type PreviewVisitSeriesRequest,
  previewVisitSeriesRequestSchema,
  type SeriesDate,
} from "@eldercare/contracts";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/*
 * The care schedule form (users/previewvisitseries/, then users/createvisitseries/): the pattern the
 * family chooses. Choices not yet made are 0, "" or [], which the contract refuses in its own words.
 */
export type SeriesValues = z.input<typeof previewVisitSeriesRequestSchema>;
export type SeriesFormApi = UseFormReturn<SeriesValues, unknown, PreviewVisitSeriesRequest>;

export const seriesResolver = contractResolver<SeriesValues, PreviewVisitSeriesRequest>(
  previewVisitSeriesRequestSchema as z.ZodType<PreviewVisitSeriesRequest, SeriesValues>,
);

/** A fresh pattern for the loved one given, under the plan, from `from` to the plan's last day. */
export function newSeries(
  lovedOne: LovedOne | undefined,
  plan: { subscription_id: number; end_date: string } | null,
  from: string,
): SeriesValues {
  return {
    subscription_id: plan?.subscription_id ?? 0,
    loved_one_id: lovedOne?.loved_one_id ?? 0,
    service_id: 0,
    speciality_id: null,
    weekdays: [],
    shift_type: 0,
    start_time: "",
    from,
    until: plan?.end_date ?? "",
    notes: "",
  };
}

/** The dates a confirm books: those previewed as bookable now. */
export const bookableDates = (dates: readonly SeriesDate[]): string[] =>
  dates.filter((d) => d.state === "ok").map((d) => d.date);

/** The previewed dates by month ("2026-12"), in order. */
export function byMonth(dates: readonly SeriesDate[]): [string, SeriesDate[]][] {
  const months = new Map<string, SeriesDate[]>();
  for (const d of dates) {
    const key = d.date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), d]);
  }
  return [...months];
}

import { type ShortJourney, TRAVEL_BUFFER_MINUTES } from "@eldercare/contracts";
import { type Point, travelMinutes } from "../../lib/travel.ts";

/*
 * The travel rule (issue 45, decision 0088): a companion is never given a visit with less than the journey
 * plus TRAVEL_BUFFER_MINUTES between it and their visit just before, nor between it and their visit just
 * after. A visit is its start and its service's length (not the whole shift it holds, decision 0044, which
 * would leave no minute between a morning and an afternoon). Pure: the facts are read by
 * availability.service.ts (`travelFacts`).
 */

/** Visits further apart than this cannot clash on travel: no journey within a city takes half a day. */
export const JOURNEY_HORIZON_MINUTES = 12 * 60;

/** One of a companion's visits as the travel rule reads it: its India date, start and end (epoch ms), where. */
export interface VisitStop {
  bookingId: number;
  date: string;
  start: number;
  end: number;
  pincode: string;
}

/** What the rule reads for one visit: the companions' other visits around it, their places, the city's speed. */
export interface TravelFacts {
  /** Each companion's holding visits from the day before the visit's date to the day after (the visit left out). */
  stops: ReadonlyMap<number, readonly VisitStop[]>;
  /** The points of the PIN codes of those visits and of the visit itself (one without a location is absent). */
  points: ReadonlyMap<string, Point>;
  /** The city's door-to-door speed, km/h. */
  kmph: number;
}

/** How a companion's journeys around a visit stand. */
export interface TravelVerdict {
  /** The gaps before and after the visit leave the journeys and the spare minutes. */
  fits: boolean;
  /** The journey from their previous visit that day, in minutes; null: their first of the day, or unknown. */
  fromPrevious: number | null;
  /** A journey to or from a visit within the horizon cannot be estimated (a PIN code without a location). */
  unknown: boolean;
  /** The first journey that does not fit, for the refusal's words; null when both fit. */
  short: ShortJourney | null;
}

const MINUTE = 60_000;

/**
 * Whether a companion can travel to `visit` from their visit just before and on to their visit just after.
 * A journey that cannot be estimated is unknown, never none: it still needs the spare minutes, is flagged,
 * and the suggestions rank it after a known one; it is not refused for a length nobody knows.
 */
export function judgeTravel(facts: TravelFacts, companionId: number, visit: VisitStop): TravelVerdict {
  const stops = (facts.stops.get(companionId) ?? []).filter(
    (s) =>
      s.bookingId !== visit.bookingId &&
      s.end > visit.start - JOURNEY_HORIZON_MINUTES * MINUTE &&
      s.start < visit.end + JOURNEY_HORIZON_MINUTES * MINUTE,
  );
  const before = stops.filter((s) => s.start <= visit.start).sort((a, b) => b.start - a.start)[0];
  const after = stops.filter((s) => s.start > visit.start).sort((a, b) => a.start - b.start)[0];
  const journey = (from: VisitStop, to: VisitStop) =>
    travelMinutes(facts.points.get(from.pincode), facts.points.get(to.pincode), facts.kmph);

  const judged: { side: ShortJourney["side"]; gap: number; minutes: number | null }[] = [];
  if (before) {
    judged.push({
      side: "before",
      gap: (visit.start - before.end) / MINUTE,
      minutes: journey(before, visit),
    });
  }
  if (after) {
    judged.push({ side: "after", gap: (after.start - visit.end) / MINUTE, minutes: journey(visit, after) });
  }
  const failing = judged.find((j) => j.gap < (j.minutes ?? 0) + TRAVEL_BUFFER_MINUTES);
  const previous = before && before.date === visit.date ? judged.find((j) => j.side === "before") : undefined;
  return {
    fits: failing === undefined,
    fromPrevious: previous?.minutes ?? null,
    unknown: judged.some((j) => j.minutes === null),
    short: failing
      ? { side: failing.side, gapMinutes: Math.floor(failing.gap), travelMinutes: failing.minutes }
      : null,
  };
}

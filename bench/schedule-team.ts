// The care team of the schedule bench (bench/schedule-bench.ts), planned in memory from a seeded random
// source: companions shared among the served cities by weight, each with a weekly pattern (4–6 days, the
// same 1–3 shifts each working day), a few leave periods, languages (their state's among them), the kinds
// of visit they make, most covering the whole city and some a handful of its PIN codes, and all three
// checks dated with valid-until dates far ahead. Written by generate-roster.ts's writeRoster.
import { type ShiftType, VISIT_KINDS } from "@eldercare/contracts";
import {
  FIRST_MEN,
  FIRST_WOMEN,
  HINDI_BELT,
  STATE_LANGUAGE,
  SURNAMES,
  URDU_TOO,
} from "../apps/server/src/db/seed/roster-people.ts";
import {
  type City,
  COMPANION_PHONE_PREFIX,
  type PlannedCompanion,
  type randomSource,
} from "./generate-roster.ts";
import { dateOf } from "./schedule-calendar.ts";

/** A served city: its PIN codes and how large it is against the others (weight). */
export interface ServedCity extends City {
  name: string;
  weight: number;
}

export interface TeamMember extends PlannedCompanion {
  /** Identity, police and training valid until (each after its date). */
  validUntil: [string, string, string];
}

type Random = ReturnType<typeof randomSource>;

/**
 * Shift sets a working day may have. No set holds both the night (4) and the whole day (5), whose
 * windows meet across midnight; sets whose shifts meet within a day ([2, 3], [3, 4]) are worked one at a time.
 */
const SHIFT_SETS: ReadonlyArray<readonly [ShiftType[], number]> = [
  [[1], 18],
  [[2], 10],
  [[1, 2], 24],
  [[2, 3], 8],
  [[3], 6],
  [[1, 3], 8],
  [[4], 6],
  [[5], 8],
  [[1, 2, 3], 6],
  [[1, 2, 4], 3],
  [[3, 4], 3],
];

/** `n` shared by weight, largest remainder first. */
export function shareByWeight<T extends { weight: number }>(items: readonly T[], n: number): Map<T, number> {
  const total = items.reduce((s, x) => s + x.weight, 0);
  const exact = items.map((x) => ({ x, q: (n * x.weight) / total }));
  const share = new Map(exact.map((e) => [e.x, Math.floor(e.q)] as const));
  let left = n - [...share.values()].reduce((s, v) => s + v, 0);
  for (const e of [...exact].sort((a, b) => b.q - Math.floor(b.q) - (a.q - Math.floor(a.q)))) {
    if (left-- <= 0) break;
    share.set(e.x, (share.get(e.x) ?? 0) + 1);
  }
  return share;
}

export function planTeam(o: {
  cities: readonly ServedCity[];
  companions: number;
  /** Today as a day number (schedule-calendar.ts). */
  today: number;
  ids: { users: number; companions: number };
  rnd: Random;
}): TeamMember[] {
  const { rnd, today } = o;
  const team: TeamMember[] = [];
  const make = (city: ServedCity): TeamMember => {
    const n = team.length + 1;
    const woman = rnd.next() < 0.7;
    const first = rnd.pick(woman ? FIRST_WOMEN : FIRST_MEN);
    const surname = rnd.pick(SURNAMES);
    const local = STATE_LANGUAGE[city.stateCode];
    const languages = new Set<string>();
    if (HINDI_BELT.has(city.stateCode) || rnd.next() < 0.5) languages.add("Hindi");
    if (local) languages.add(local);
    if (URDU_TOO.has(city.stateCode) && rnd.next() < 0.15) languages.add("Urdu");
    if (rnd.next() < 0.7 || languages.size === 0) languages.add("English");
    // On the team long enough to have served the 90 days of history.
    const joined = today - rnd.int(150, 1500);
    const checked = [joined - rnd.int(15, 30), joined - rnd.int(5, 14), joined - rnd.int(0, 4)] as const;
    let kinds: string[] = VISIT_KINDS.filter(
      (k) => rnd.next() < (k === "companion_visit" ? 0.95 : k === "errand" ? 0.8 : 0.55),
    );
    if (kinds.length === 0) kinds = ["companion_visit"];
    const days = rnd.weighted([
      [4, 25],
      [5, 45],
      [6, 30],
    ] as const);
    const firstOff = rnd.int(1, 7);
    const off = new Set(Array.from({ length: 7 - days }, (_, i) => ((firstOff - 1 + i) % 7) + 1));
    const set = rnd.weighted(SHIFT_SETS);
    const shortWeekend = set.length > 1 && rnd.next() < 0.2;
    const weekly: PlannedCompanion["weekly"] = [1, 2, 3, 4, 5, 6, 7]
      .filter((d) => !off.has(d))
      .flatMap((weekday) =>
        (shortWeekend && weekday >= 6 ? set.slice(0, 1) : set).map((shift_type) => ({ weekday, shift_type })),
      );
    // Up to two leave periods from the start of the history to a month after the measured day.
    const leave: Array<[number, number]> = [];
    const periods = rnd.weighted([
      [0, 35],
      [1, 45],
      [2, 20],
    ] as const);
    for (let i = 0; i < periods; i++) {
      const from = today - 100 + rnd.int(0, 130);
      const to = from + rnd.int(1, 13);
      if (!leave.some(([a, b]) => a <= to + 1 && from <= b + 1)) leave.push([from, to]);
    }
    leave.sort((a, b) => a[0] - b[0]);
    const pincodes =
      city.pincodes.length > 8 && rnd.next() < 0.15
        ? [...new Set(Array.from({ length: rnd.int(3, 8) }, () => rnd.pick(city.pincodes)))].sort()
        : [];
    return {
      id: o.ids.companions + n,
      userId: o.ids.users + n,
      city,
      name: `${first} ${surname}`,
      phone: `${COMPANION_PHONE_PREFIX}${String(n).padStart(8, "0")}`,
      email: rnd.next() < 0.5 ? "" : `${first.toLowerCase()}.${surname.toLowerCase()}${n}@gmail.com`,
      languages: [...languages].sort(),
      kinds,
      specialityIds: [],
      pincodes,
      checks: [dateOf(checked[0]), dateOf(checked[1]), dateOf(checked[2])],
      validUntil: [
        dateOf(checked[0] + 5 * 365),
        dateOf(today + rnd.int(200, 365)),
        dateOf(today + rnd.int(200, 365)),
      ],
      // A few have left the team since (they served families in the history).
      active: rnd.next() >= 0.015,
      weekly,
      leave,
      joined: dateOf(joined),
      added: false,
    };
  };
  for (const [city, n] of shareByWeight(o.cities, o.companions)) {
    for (let i = 0; i < n; i++) team.push(make(city));
  }
  return team;
}

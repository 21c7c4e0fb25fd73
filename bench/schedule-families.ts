// The families of the schedule bench, planned in memory from a seeded random source: members in the served
// cities by weight, each with one or two loved ones (two: a couple, at one address) living at a PIN code of
// their city, speaking their state's language (and Hindi, English or Urdu as people there do), and the
// shift they usually have their visits in. A few families are new: nobody has visited them yet.
import type { ShiftType } from "@eldercare/contracts";
import {
  FIRST_MEN,
  FIRST_WOMEN,
  HINDI_BELT,
  STATE_LANGUAGE,
  SURNAMES,
  URDU_TOO,
} from "../apps/server/src/db/seed/roster-people.ts";
import type { randomSource } from "./generate-roster.ts";
import { SHIFT_WEIGHTS } from "./schedule-calendar.ts";
import type { ServedCity } from "./schedule-team.ts";

export interface PlannedMember {
  id: number;
  name: string;
  phone: string;
  email: string;
  city: ServedCity;
  pincode: string;
  /** 1 or 2 (a couple plan). */
  lovedOnes: number;
  /** Joined recently: no visits in the history. */
  isNew: boolean;
}

export interface PlannedLovedOne {
  id: number;
  member: PlannedMember;
  name: string;
  relationship: "Mother" | "Father";
  languages: string[];
  /** The shift their visits usually fall in. */
  shift: ShiftType;
}

/** Members' phones: +91 and 7 then nine digits (bench/generate-bookings.ts uses the same range). */
const MEMBER_PHONE_PREFIX = "+917";

type Random = ReturnType<typeof randomSource>;

function languagesOf(stateCode: string, rnd: Random): string[] {
  const out = new Set<string>();
  const local = STATE_LANGUAGE[stateCode];
  if (local && rnd.next() < 0.85) out.add(local);
  if (HINDI_BELT.has(stateCode) ? rnd.next() < 0.95 : rnd.next() < 0.3) out.add("Hindi");
  if (URDU_TOO.has(stateCode) && rnd.next() < 0.1) out.add("Urdu");
  if (rnd.next() < 0.25) out.add("English");
  if (out.size === 0) out.add(local ?? "Hindi");
  return [...out].sort();
}

/** Members (and their loved ones) until there are at least `lovedOnes` loved ones. */
export function planFamilies(o: {
  cities: readonly ServedCity[];
  lovedOnes: number;
  ids: { users: number; lovedOnes: number };
  rnd: Random;
}) {
  const { rnd } = o;
  const cityPick = o.cities.map((c) => [c, c.weight] as const);
  const members: PlannedMember[] = [];
  const lovedOnes: PlannedLovedOne[] = [];
  while (lovedOnes.length < o.lovedOnes) {
    const n = members.length + 1;
    const city = rnd.weighted(cityPick);
    const surname = rnd.pick(SURNAMES);
    const child = rnd.pick(rnd.next() < 0.5 ? FIRST_WOMEN : FIRST_MEN);
    const member: PlannedMember = {
      id: o.ids.users + n,
      name: `${child} ${surname}`,
      phone: `${MEMBER_PHONE_PREFIX}${String(n).padStart(9, "0")}`,
      email: `member${n}@schedule-bench.example`,
      city,
      pincode: rnd.pick(city.pincodes),
      lovedOnes: rnd.next() < 0.4 ? 2 : 1,
      isNew: rnd.next() < 0.08,
    };
    members.push(member);
    for (let k = 0; k < member.lovedOnes; k++) {
      const mother = member.lovedOnes === 1 ? rnd.next() < 0.6 : k === 0;
      lovedOnes.push({
        id: o.ids.lovedOnes + lovedOnes.length + 1,
        member,
        name: `${rnd.pick(mother ? FIRST_WOMEN : FIRST_MEN)} ${surname}`,
        relationship: mother ? "Mother" : "Father",
        languages: languagesOf(city.stateCode, rnd),
        shift: rnd.weighted(SHIFT_WEIGHTS),
      });
    }
  }
  return { members, lovedOnes };
}

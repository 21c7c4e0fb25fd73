// Who has served whom, and the measured day, for the schedule bench (planned in memory, seeded):
//   - each family's loved ones get a regular companion (and 45% a second): one of their city's who covers
//     their PIN code, makes companion visits and works the shift they usually have, the least loaded of
//     three drawn, so books stay even;
//   - the history: every companion, on each day of theirs (weekday in their pattern, not on leave), fills
//     the shifts they can make one after another mostly with their own families of that shift (in turn),
//     now and then stands in for another family of that shift, or has none. So most families were served
//     by one or two companions, no companion holds two visits at once and no loved one two in a shift;
//   - the measured day: `visits` visits shared among the cities by weight, each a different loved one of
//     the city (new families too), mostly in their usual shift, no companion;
//   - the families' wishes: a few avoid a companion (often one who served them), a few prefer their regular.
import type { ShiftType, VisitKind } from "@eldercare/contracts";
import type { randomSource } from "./generate-roster.ts";
import { daySlots, isoWeekday, KIND_WEIGHTS, SHIFT_WEIGHTS, startMinutes } from "./schedule-calendar.ts";
import type { PlannedLovedOne } from "./schedule-families.ts";
import { type ServedCity, shareByWeight, type TeamMember } from "./schedule-team.ts";

type Random = ReturnType<typeof randomSource>;

/** A visit to write: in the history (a companion, completed) or on the measured day (none, requested). */
export interface PlannedVisit {
  lovedOneId: number;
  companionId: number | null;
  day: number;
  shift: ShiftType;
  kind: VisitKind;
  /** Start, minutes after the visit date's midnight. */
  minute: number;
}

export interface Wish {
  userId: number;
  companionId: number;
  preference: "prefer" | "avoid";
}

/** A companion as the planner reads them. */
interface Worker {
  c: TeamMember;
  /** The shifts they work, by ISO weekday (index 1–7). */
  shifts: ShiftType[][];
  kinds: ReadonlySet<VisitKind>;
  pins: ReadonlySet<string>;
  /** Their families, by the shift those usually have visits in. */
  book: Map<ShiftType, PlannedLovedOne[]>;
  turn: Map<ShiftType, number>;
  clients: number;
}

const covers = (w: Worker, pincode: string) => w.pins.size === 0 || w.pins.has(pincode);

function workerOf(c: TeamMember): Worker {
  const shifts: ShiftType[][] = Array.from({ length: 8 }, () => []);
  for (const x of c.weekly) shifts[x.weekday]?.push(x.shift_type as ShiftType);
  return {
    c,
    shifts,
    kinds: new Set(c.kinds as VisitKind[]),
    pins: new Set(c.pincodes),
    book: new Map(),
    turn: new Map(),
    clients: 0,
  };
}

/** The least loaded of three drawn (power of choices: even books without sorting). */
function drawLight(list: readonly Worker[], rnd: Random, except?: Worker): Worker | null {
  let best: Worker | null = null;
  for (let i = 0; i < 3; i++) {
    const w = list[Math.floor(rnd.next() * list.length)];
    if (!w || w === except) continue;
    if (!best || w.clients < best.clients) best = w;
  }
  return best;
}

export function planHistory(o: {
  cities: readonly ServedCity[];
  team: readonly TeamMember[];
  lovedOnes: readonly PlannedLovedOne[];
  /** History days [from, to] and the measured day, as day numbers. */
  from: number;
  to: number;
  day: number;
  visits: number;
  rnd: Random;
}) {
  const { rnd } = o;
  const workers = o.team.map(workerOf);
  const byCity = new Map<number, Worker[]>();
  for (const w of workers) byCity.set(w.c.city.cityId, [...(byCity.get(w.c.city.cityId) ?? []), w]);
  const regulars = new Map<number, Worker[]>();

  // Regulars: one or two companions who work the loved one's usual shift (on some weekday).
  for (const l of o.lovedOnes) {
    if (l.member.isNew) continue;
    const city = byCity.get(l.member.city.cityId) ?? [];
    const fits = (shift: ShiftType | null) =>
      city.filter(
        (w) =>
          covers(w, l.member.pincode) &&
          w.kinds.has("companion_visit") &&
          (shift === null || w.shifts.some((s) => s.includes(shift))),
      );
    let options = fits(l.shift);
    if (options.length === 0) options = fits(null);
    const first = drawLight(options, rnd);
    if (!first) continue;
    // Served in a shift the regular works: their usual shift, else one of the regular's.
    if (!first.shifts.some((s) => s.includes(l.shift))) {
      l.shift = rnd.pick(first.shifts.flat());
    }
    const chosen = [first];
    if (rnd.next() < 0.45) {
      const second = drawLight(
        options.filter((w) => w.shifts.some((s) => s.includes(l.shift))),
        rnd,
        first,
      );
      if (second) chosen.push(second);
    }
    for (const w of chosen) {
      w.book.set(l.shift, [...(w.book.get(l.shift) ?? []), l]);
      w.clients += 1;
    }
    regulars.set(l.id, chosen);
  }

  // Families of each city and shift, for the stand-ins.
  const byCityShift = new Map<string, PlannedLovedOne[]>();
  for (const l of o.lovedOnes) {
    if (l.member.isNew) continue;
    const key = `${l.member.city.cityId}:${l.shift}`;
    byCityShift.set(key, [...(byCityShift.get(key) ?? []), l]);
  }

  // The history, companion by companion; `taken` keeps a loved one to one visit per shift and day.
  const history: PlannedVisit[] = [];
  const taken = new Set<number>();
  const slotKey = (l: PlannedLovedOne, day: number, shift: number) =>
    (l.id * 512 + (day - o.from)) * 8 + shift;
  const kindFor = (w: Worker) => {
    const mine = KIND_WEIGHTS.filter(([k]) => w.kinds.has(k));
    return mine.length > 0 ? rnd.weighted(mine) : "companion_visit";
  };
  const visit = (w: Worker, l: PlannedLovedOne, day: number, shift: ShiftType) => {
    taken.add(slotKey(l, day, shift));
    history.push({
      lovedOneId: l.id,
      companionId: w.c.id,
      day,
      shift,
      kind: kindFor(w),
      minute: rnd.pick(startMinutes(shift)),
    });
  };
  for (const w of workers) {
    for (let day = o.from; day <= o.to; day++) {
      const shifts = w.shifts[isoWeekday(day)] ?? [];
      if (shifts.length === 0 || w.c.leave.some(([a, b]) => a <= day && day <= b)) continue;
      for (const shift of daySlots(shifts)) {
        const u = rnd.next();
        if (u < 0.82) {
          const book = w.book.get(shift) ?? [];
          let at = w.turn.get(shift) ?? 0;
          for (let tries = 0; tries < book.length; tries++, at++) {
            const l = book[at % book.length] as PlannedLovedOne;
            if (taken.has(slotKey(l, day, shift))) continue;
            visit(w, l, day, shift);
            at++;
            break;
          }
          w.turn.set(shift, at);
        } else if (u < 0.92) {
          const pool = byCityShift.get(`${w.c.city.cityId}:${shift}`) ?? [];
          const l = pool[Math.floor(rnd.next() * pool.length)];
          if (l && covers(w, l.member.pincode) && !taken.has(slotKey(l, day, shift))) visit(w, l, day, shift);
        }
      }
    }
  }
  history.sort((a, b) => a.day - b.day || a.shift - b.shift || a.minute - b.minute);

  // The measured day: a different loved one per visit, in random order (as the requests came in).
  const dayVisits: PlannedVisit[] = [];
  const lovedByCity = new Map<number, PlannedLovedOne[]>();
  for (const l of o.lovedOnes)
    lovedByCity.set(l.member.city.cityId, [...(lovedByCity.get(l.member.city.cityId) ?? []), l]);
  for (const [city, n] of shareByWeight(o.cities, o.visits)) {
    const pool = [...(lovedByCity.get(city.cityId) ?? [])];
    if (pool.length < n) throw new Error(`${city.name} has ${pool.length} loved ones for ${n} visits`);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(rnd.next() * (pool.length - i));
      const l = pool[j] as PlannedLovedOne;
      pool[j] = pool[i] as PlannedLovedOne;
      pool[i] = l;
      const shift = rnd.next() < 0.8 ? l.shift : rnd.weighted(SHIFT_WEIGHTS);
      dayVisits.push({
        lovedOneId: l.id,
        companionId: null,
        day: o.day,
        shift,
        kind: rnd.weighted(KIND_WEIGHTS),
        minute: rnd.pick(startMinutes(shift)),
      });
    }
  }
  for (let i = dayVisits.length - 1; i > 0; i--) {
    const j = Math.floor(rnd.next() * (i + 1));
    [dayVisits[i], dayVisits[j]] = [dayVisits[j] as PlannedVisit, dayVisits[i] as PlannedVisit];
  }

  // Wishes, one per member at most: 4% avoid someone (half of them a regular of theirs), 6% prefer a regular.
  const wishes: Wish[] = [];
  const seen = new Set<number>();
  for (const l of o.lovedOnes) {
    const m = l.member;
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    const mine = regulars.get(l.id) ?? [];
    const u = rnd.next();
    if (u < 0.04) {
      const city = byCity.get(m.city.cityId) ?? [];
      const w = mine.length > 0 && rnd.next() < 0.5 ? rnd.pick(mine) : rnd.pick(city);
      if (w) wishes.push({ userId: m.id, companionId: w.c.id, preference: "avoid" });
    } else if (u < 0.1 && mine[0]) {
      wishes.push({ userId: m.id, companionId: mine[0].c.id, preference: "prefer" });
    }
  }
  return { history, dayVisits, wishes, regulars: regulars.size };
}

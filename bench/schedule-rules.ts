// Every assignment of a plan checked against the hard rules in SQL, straight from the tables (not through
// the app's code, so a rule the scheduler forgets is caught): the companion is of the visit's city, covers
// its PIN code and makes its kind, is active with all three checks dated by the visit's day and none lapsed
// (valid-until), works that weekday and shift, is not on leave that day, holds no other visit whose shift
// meets this one (the database's holding visits and the plan's own), and is not avoided by the family.
// A source is a relation of (booking_id, companion_id), as in schedule-quality.ts.
import { HOLDING, type Sql } from "./bookings-data.ts";

export interface Break {
  booking_id: number;
  companion_id: number;
  broken: string[];
}

export async function hardRuleBreaks(db: Sql, source: string): Promise<Break[]> {
  return db.query<Break>(
    `with a as (
       select s.booking_id, s.companion_id, b.user_id, b.city_id, b.pincode, b.service_kind, b.visit_date,
         b.shift_type, b.window_start, b.window_end
       from ${source} s join bookings b on b.id = s.booking_id
     ),
     held as (
       select id, companion_id, window_start, window_end from bookings
       where companion_id is not null and status in ${HOLDING}
       union
       select booking_id, companion_id, window_start, window_end from a
     ),
     checked as (
       select a.booking_id, a.companion_id, array_remove(array[
         case when c.id is null then 'no such companion' end,
         case when c.city_id <> a.city_id then 'another city' end,
         case when not c.is_active then 'inactive' end,
         case when not (c.identity_verified_on <= a.visit_date and c.police_verified_on <= a.visit_date
             and c.training_completed_on <= a.visit_date
             and coalesce(c.identity_valid_until, a.visit_date) >= a.visit_date
             and coalesce(c.police_valid_until, a.visit_date) >= a.visit_date
             and coalesce(c.training_valid_until, a.visit_date) >= a.visit_date)
           or c.identity_verified_on is null or c.police_verified_on is null or c.training_completed_on is null
           then 'checks not valid that day' end,
         case when not c.service_kinds ? a.service_kind then 'does not make this kind' end,
         case when cardinality(c.pincodes) > 0 and not a.pincode = any(c.pincodes) then 'outside their PIN codes' end,
         case when not c.weekly @> jsonb_build_array(jsonb_build_object(
             'weekday', extract(isodow from a.visit_date)::int, 'shift_type', a.shift_type::int))
           then 'not their weekday and shift' end,
         case when exists (select 1 from companion_leave l where l.companion_id = a.companion_id
             and l.starts_on <= a.visit_date and l.ends_on >= a.visit_date) then 'on leave' end,
         case when exists (select 1 from held h where h.companion_id = a.companion_id and h.id <> a.booking_id
             and h.window_start < a.window_end and h.window_end > a.window_start) then 'double-booked' end,
         case when exists (select 1 from companion_preferences p where p.user_id = a.user_id
             and p.companion_id = a.companion_id and p.preference = 'avoid') then 'avoided by the family' end
       ], null) as broken
       from a left join companions c on c.id = a.companion_id
     )
     select booking_id, companion_id, broken from checked where cardinality(broken) > 0 order by booking_id`,
  );
}

/** Breaks by rule, e.g. "double-booked 3, on leave 1". */
export function breaksByRule(breaks: readonly Break[]): string {
  const by = new Map<string, number>();
  for (const b of breaks) for (const r of b.broken) by.set(r, (by.get(r) ?? 0) + 1);
  return [...by].map(([rule, n]) => `${rule} ${n}`).join(", ");
}

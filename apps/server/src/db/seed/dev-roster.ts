import {
  type Language,
  SHIFT_TYPES,
  USER_TYPE,
  VISIT_KINDS,
  WEEKDAYS,
  type WeeklyShift,
} from "@eldercare/contracts";
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { cities, companions, countries, states, users } from "../schema/index.ts";
import { FIRST_MEN, FIRST_WOMEN, STATE_LANGUAGE, SURNAMES } from "./roster-people.ts";

/*
 * A roster for development and tests (issue 26): never in production, where companions are real people
 * the team adds. Every seeded city in India (where visits are made) gets DEV_ROSTER_PER_CITY companions who cover the whole city,
 * make every kind of visit, work every shift of every day and have passed every check, so `npm start`
 * can be tried end to end and a test that needs a smaller roster narrows it (test/companions.ts).
 * Their phones are +91 6000xxxxxx, a range no test member uses.
 */

export const DEV_ROSTER_PER_CITY = 5;
export const DEV_ROSTER_PHONE_PREFIX = "+916000";

// Ten first names and ten surnames: a hundred different names before one repeats.
const FIRST_NAMES = [...FIRST_WOMEN.slice(0, 8), ...FIRST_MEN.slice(0, 2)];
const FAMILY_NAMES = SURNAMES.slice(0, 10);

const EVERY_SHIFT: WeeklyShift[] = WEEKDAYS.flatMap((weekday) =>
  SHIFT_TYPES.map((shift_type) => ({ weekday, shift_type })),
);

/**
 * Seeds the roster once: an empty roster only (a second start, or a roster the team changed, is kept).
 * `everyCity` companions per city; `perCity` overrides it for named cities (the tests' families mostly
 * live in Kolkata).
 */
export async function seedDevRoster(
  db: Db,
  perCity: Readonly<Record<string, number>> = {},
  everyCity: number = DEV_ROSTER_PER_CITY,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(companions);
    if ((existing?.n ?? 0) > 0) return 0;
    const places = await tx
      .select({ cityId: cities.id, cityName: cities.name, stateId: states.id, stateCode: states.code })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(eq(countries.code, "IN"))
      .orderBy(cities.id);
    let n = 0;
    const people = places.flatMap((place) =>
      Array.from({ length: perCity[place.cityName] ?? everyCity }, () => {
        n += 1;
        const local = STATE_LANGUAGE[place.stateCode];
        return {
          place,
          languages: ["English", "Hindi", ...(local ? [local] : [])] as Language[],
          name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${FAMILY_NAMES[Math.floor(n / FIRST_NAMES.length) % FAMILY_NAMES.length]}`,
          phone: `${DEV_ROSTER_PHONE_PREFIX}${String(n).padStart(6, "0")}`,
        };
      }),
    );
    if (people.length === 0) return 0;
    await tx
      .insert(users)
      .values(
        people.map((c) => ({ userType: USER_TYPE.companion, userName: c.name, phone: c.phone, email: "" })),
      )
      .onConflictDoNothing();
    const accounts = await tx
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(
        inArray(
          users.phone,
          people.map((c) => c.phone),
        ),
      );
    const accountOf = new Map(accounts.map((a) => [a.phone, a.id]));
    const rows = people.flatMap((c) => {
      const userId = accountOf.get(c.phone);
      return userId === undefined
        ? []
        : [
            {
              userId,
              languages: c.languages,
              serviceKinds: [...VISIT_KINDS],
              specialityIds: [],
              stateId: c.place.stateId,
              cityId: c.place.cityId,
              pincodes: [],
              identityVerifiedOn: "2026-01-12",
              policeVerifiedOn: "2026-01-20",
              trainingCompletedOn: "2026-02-02",
              weekly: EVERY_SHIFT,
            },
          ];
    });
    await tx.insert(companions).values(rows).onConflictDoNothing();
    return rows.length;
  });
}

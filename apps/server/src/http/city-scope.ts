import type { GuardedSession } from "./session-guard.ts";

/**
 * The cities a call reaches (issue 43 item 4, decision 0076): null for every city (the action is held with
 * the scope `any`), else the session's cities (`cities`: a coordinator's). Lists and lookups pass it to
 * their query, so a row outside is never read: a list leaves it out, and an id outside answers 404 as a
 * missing one does.
 */
export type CityScope = readonly number[] | null;

export function citiesOf(session: Pick<GuardedSession, "scope" | "cityIds">): CityScope {
  return session.scope === "cities" ? session.cityIds : null;
}

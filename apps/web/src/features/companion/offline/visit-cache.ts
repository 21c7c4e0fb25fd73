import { companionDb, type KeptVisits } from "./companion-db.ts";

/** The visit list as the app shows it: the server's, and when it came (`from_phone`: read from the phone). */
export type CompanionVisitList = KeptVisits["data"] & { refreshed_at: string; from_phone: boolean };

/*
 * The companion's visits kept on the phone (issue 46): the list the server last sent, today and the next
 * seven days with what is needed at the door, written each time it arrives and read when it cannot.
 */

export async function keepVisits(companionId: number, data: KeptVisits["data"], refreshedAt: string) {
  await (await companionDb()).put("visits", { companionId, data, refreshedAt });
}

export async function keptVisits(companionId: number): Promise<KeptVisits | null> {
  return (await (await companionDb()).get("visits", companionId)) ?? null;
}

/** Logging out leaves no family's address on the phone. */
export async function forgetVisits(companionId: number): Promise<void> {
  await (await companionDb()).delete("visits", companionId);
}

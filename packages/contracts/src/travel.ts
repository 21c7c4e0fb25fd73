/*
 * Travel between a companion's visits (issue 45, decision 0088): the hard rule's spare minutes, and the words
 * for a journey in the console. The estimate itself (distance between PIN codes, the city's speed) is the
 * server's.
 */

/** Minutes a companion has to spare on top of the journey between two of their visits, whatever the journey. */
export const TRAVEL_BUFFER_MINUTES = 10;

/** A journey between two of a companion's visits that does not fit (the travel rule's refusal). */
export interface ShortJourney {
  /** Whether the companion's other visit comes before this one or after it. */
  side: "before" | "after";
  /** Minutes from the end of the earlier visit to the start of the later one (below 0: they overlap). */
  gapMinutes: number;
  /** The journey's estimate in minutes; null when unknown (a PIN code without a location). */
  travelMinutes: number | null;
}

/** Why the travel rule refuses a companion for a visit, in the team's words (admin/assigncompanion/). */
export function travelRefusalMessage(j: ShortJourney): string {
  const other = j.side === "before" ? "their visit before this one" : "their next visit";
  const choose = "Please choose another.";
  if (j.gapMinutes < 0) {
    return j.side === "before"
      ? `This companion's visit before this one is still going on when this one starts. ${choose}`
      : `This companion's next visit starts before this one ends. ${choose}`;
  }
  const between = `Only ${j.gapMinutes} min lie between this visit and ${other}`;
  if (j.travelMinutes === null) {
    return `${between}: at least ${TRAVEL_BUFFER_MINUTES} are needed, and the journey's time is unknown (a PIN code is not on our map). ${choose}`;
  }
  return `This companion could not make the journey in time. ${between}, and it takes about ${j.travelMinutes} min, with ${TRAVEL_BUFFER_MINUTES} min to spare. ${choose}`;
}

/** How a suggestion's journey is said in the console's companion dialog. */
export const TRAVEL_TEXT = {
  fromPrevious: (minutes: number) => `${minutes} min from their previous visit`,
  unknown: "Travel time unknown: a PIN code of their visits around this one is not on our map",
} as const;

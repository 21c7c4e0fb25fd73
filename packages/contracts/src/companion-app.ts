// The companion's app's words, apart from the companions' schemas: the route guard names the companion's
// login reason on every page, and a page takes a whole module of the contracts when it takes one of its
// exports (docs/decisions/0064).

/** How many days ahead a companion's app lists their visits, today included. */
export const COMPANION_VISIT_DAYS = 8;

/** "No visits assigned to you in the next 8 days." (the count filled in, so every language follows it) */
export function noVisitsInDays(days: number | string): string {
  return `No visits assigned to you in the next ${days} days.`;
}
/** "No visits in the next 7 days." (the days after today) */
export function noVisitsInNextDays(days: number | string): string {
  return `No visits in the next ${days} days.`;
}

/** The companion's own app (/companion): its words, and how the family's notes are put together. */
export const COMPANION_APP_MESSAGES = {
  title: "Your visits",
  today: "Today",
  nextDays: `Next ${COMPANION_VISIT_DAYS - 1} days`,
  noVisits: noVisitsInDays(COMPANION_VISIT_DAYS),
  noVisitsToday: "No visits today.",
  noVisitsNextDays: noVisitsInNextDays(COMPANION_VISIT_DAYS - 1),
  loadFailed: "We could not load your visits. Please check your connection and try again.",
  logOut: "Log out",
  loginTitle: "Companion login",
  loginIntro: "Type the mobile number the care team has for you. We will send a code to it by SMS.",
  loginReason: "Please log in to see your visits",
  openMap: "Open in Maps",
  call: "Call",
  contactOnSite: "Contact on site",
  languages: "Speaks",
  mobility: "Mobility",
  familyNotes: "Notes from the family",
  noFamilyNotes: "No notes from the family.",
  /** The booking's notes, then the loved one's, each introduced (companion/getvisits/ `family_notes`). */
  visitNotesLabel: "For this visit",
  lovedOneNotesLabel: (firstName: string) => `About ${firstName}`,
} as const;

/** The family's notes for a visit as the companion reads them: the booking's, then the loved one's. */
export function joinFamilyNotes(visitNotes: string, lovedOneNotes: string, firstName: string): string {
  const parts: string[] = [];
  if (visitNotes.trim()) parts.push(`${COMPANION_APP_MESSAGES.visitNotesLabel}: ${visitNotes.trim()}`);
  if (lovedOneNotes.trim()) {
    parts.push(`${COMPANION_APP_MESSAGES.lovedOneNotesLabel(firstName)}: ${lovedOneNotes.trim()}`);
  }
  return parts.join("\n\n");
}

/**
 * The console's words for its staff that the contracts do not hold (STAFF_MESSAGES has the rules' and the
 * server's): loading and empty states, the progress toast, the active badge.
 */
export const STAFF_TEXT = {
  saving: "Saving the staff member. Please Wait...",
  listLoading: "Loading staff...",
  listFailed: "The staff could not be loaded.",
  none: "No staff match these filters.",
  active: "Active",
  inactive: "Inactive",
  everyCity: "Every city",
  addCity: "Add a city",
  noCities: "No cities chosen yet.",
} as const;

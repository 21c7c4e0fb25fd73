/**
 * The days the service is closed (issue 44): holidays seeded from a maintained library, or added by the team.
 * The console's calls and messages about them join this file as they are built.
 */
export const HOLIDAY_SOURCES = ["library", "team"] as const;
export type HolidaySource = (typeof HOLIDAY_SOURCES)[number];

import { z } from "zod";
import { calendarDate } from "./list.ts";
import { PG_INT_MAX, plainText, positiveIdSchema } from "./validation/fields.ts";

/**
 * The days the service is closed (issue 44, decision 0079): holidays seeded from a maintained library
 * (India's public holidays, and each state's own), or added by the team in the console. A holiday closes
 * every shift of its day for loved ones living where it applies (a national one: everywhere in India).
 * The team reopens a day rather than deleting it, so that seeding again never brings it back.
 */
export const HOLIDAY_SOURCES = ["library", "team"] as const;
export type HolidaySource = (typeof HOLIDAY_SOURCES)[number];

export const HOLIDAY_SOURCE_LABELS: Record<HolidaySource, string> = {
  library: "Holiday calendar",
  team: "Added by the team",
};

/** How a national holiday's place is named. */
export const ALL_INDIA = "All India";
/** A holiday's name: what the family reads on the calendar and in a refusal. */
export const HOLIDAY_NAME_MAX = 100;
/** The years the console lists (and a team holiday may fall in). */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

export const HOLIDAY_MESSAGES = {
  dateRequired: "Please choose the holiday's date",
  dateOutOfRange: `Please choose a date from ${HOLIDAY_YEAR_MIN} to ${HOLIDAY_YEAR_MAX}`,
  nameRequired: "Please enter the holiday's name",
  nameMax: `The name cannot exceed ${HOLIDAY_NAME_MAX} characters`,
  stateInvalid: "Please choose a state of India, or All India",
  stateRequired: "Please choose a state, or All India",
  yearInvalid: `The year must be from ${HOLIDAY_YEAR_MIN} to ${HOLIDAY_YEAR_MAX}`,
  closedInvalid: "closed must be true or false",
  nothingToChange: "Please give a new name, or whether the day is closed",
  notOnAChange: "The date and place of a holiday cannot be changed: reopen it and add another",
  holidayNotFound: "This holiday does not exist.",
  duplicate: (day: string, place: string) =>
    `${day} is already in the list for ${place}. Please rename or reopen that one instead.`,
  added: (name: string) => `${name} added: the day is closed.`,
  renamed: (name: string) => `Renamed to ${name}.`,
  closed: (name: string) => `${name} is closed again: no visits can be booked that day.`,
  reopened: (name: string) => `${name} is reopened: visits can be booked that day.`,
} as const;

/** The console's words for the Holidays page. */
export const HOLIDAY_TEXT = {
  title: "Holidays",
  intro:
    "A closed holiday closes every shift of its day for loved ones in the states it applies to. Reopen a day to take bookings on it.",
  loading: "Loading holidays...",
  failed: "We could not load the holidays.",
  none: "No holidays match these filters.",
  allStates: "All states",
  add: "Add holiday",
  adding: "Adding holiday. Please Wait...",
  saving: "Saving. Please Wait...",
  rename: "Rename",
  close: "Close the day",
  reopen: "Reopen",
  open: "Open",
  closedLabel: "Closed",
} as const;

const holidayName = plainText(
  z
    .string({ error: HOLIDAY_MESSAGES.nameRequired })
    .trim()
    .min(1, HOLIDAY_MESSAGES.nameRequired)
    .max(HOLIDAY_NAME_MAX, HOLIDAY_MESSAGES.nameMax),
  "Name",
);

const holidayDate = z
  .string({ error: HOLIDAY_MESSAGES.dateRequired })
  .min(1, { error: HOLIDAY_MESSAGES.dateRequired, abort: true })
  .pipe(calendarDate())
  .refine(
    (d) => d >= `${HOLIDAY_YEAR_MIN}-01-01` && d <= `${HOLIDAY_YEAR_MAX}-12-31`,
    HOLIDAY_MESSAGES.dateOutOfRange,
  );

/** The add and rename form's fields, with the server's rules and words. */
export const holidayFields = { date: holidayDate, name: holidayName } as const;

const stateIdSchema = z
  .number({ error: HOLIDAY_MESSAGES.stateInvalid })
  .int(HOLIDAY_MESSAGES.stateInvalid)
  .positive(HOLIDAY_MESSAGES.stateInvalid)
  .max(PG_INT_MAX, HOLIDAY_MESSAGES.stateInvalid);

/**
 * admin/getholidays/: the year's holidays (this year when not given). `state_id`: a state's closed days
 * (the national ones and its own); null: the national ones only; absent: every holiday.
 */
export const holidayListRequestSchema = z.strictObject({
  year: z
    .number({ error: HOLIDAY_MESSAGES.yearInvalid })
    .int(HOLIDAY_MESSAGES.yearInvalid)
    .min(HOLIDAY_YEAR_MIN, HOLIDAY_MESSAGES.yearInvalid)
    .max(HOLIDAY_YEAR_MAX, HOLIDAY_MESSAGES.yearInvalid)
    .optional(),
  state_id: stateIdSchema.nullable().optional(),
});
export type HolidayListRequest = z.input<typeof holidayListRequestSchema>;

export const adminHolidaySchema = z.object({
  holiday_id: z.number().int(),
  date: z.string(),
  name: z.string(),
  /** Null: a national holiday. */
  state_id: z.number().int().nullable(),
  /** The state's name, or "All India". */
  state_name: z.string(),
  /** False: the team reopened the day, and visits can be booked on it. */
  closed: z.boolean(),
  source: z.enum(HOLIDAY_SOURCES),
});
export type AdminHoliday = z.infer<typeof adminHolidaySchema>;

/** Sorted by date, then national before a state's, then by state name. `states`: India's, for the filters. */
export const holidayListResponseSchema = z.object({
  year: z.number().int(),
  items: z.array(adminHolidaySchema),
  states: z.array(z.object({ state_id: z.number().int(), name: z.string() })),
});
export type HolidayList = z.infer<typeof holidayListResponseSchema>;

/**
 * admin/modifyholiday/: without `holiday_id`, a team holiday is added (`date`, `name`, `state_id`, null for
 * all of India), closed; with it, the holiday is renamed (`name`) and/or closed or reopened (`closed`).
 * Audited.
 */
export const modifyHolidayRequestSchema = z
  .strictObject({
    holiday_id: positiveIdSchema("holiday_id must be a positive whole number").optional(),
    date: holidayDate.optional(),
    name: holidayName.optional(),
    state_id: stateIdSchema.nullable().optional(),
    closed: z.boolean({ error: HOLIDAY_MESSAGES.closedInvalid }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.holiday_id === undefined) {
      if (r.date === undefined)
        ctx.addIssue({ code: "custom", path: ["date"], message: HOLIDAY_MESSAGES.dateRequired });
      if (r.name === undefined)
        ctx.addIssue({ code: "custom", path: ["name"], message: HOLIDAY_MESSAGES.nameRequired });
      if (r.state_id === undefined)
        ctx.addIssue({ code: "custom", path: ["state_id"], message: HOLIDAY_MESSAGES.stateRequired });
      return;
    }
    for (const field of ["date", "state_id"] as const)
      if (r[field] !== undefined)
        ctx.addIssue({ code: "custom", path: [field], message: HOLIDAY_MESSAGES.notOnAChange });
    if (r.name === undefined && r.closed === undefined)
      ctx.addIssue({ code: "custom", path: ["name"], message: HOLIDAY_MESSAGES.nothingToChange });
  });
export type ModifyHolidayRequest = z.output<typeof modifyHolidayRequestSchema>;
export type ModifyHolidayInput = z.input<typeof modifyHolidayRequestSchema>;

export const modifyHolidayResponseSchema = z.object({ holiday: adminHolidaySchema, Message: z.string() });

/** "25 Dec" (a holiday's day as a refusal names it). */
export function holidayDay(ymd: string): string {
  const month = SHORT_MONTHS[Number(ymd.slice(5, 7)) - 1];
  return month ? `${Number(ymd.slice(8, 10))} ${month}` : ymd;
}
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

import { z } from "zod";
import { indiaToday } from "./india-today.ts";
import { ISO_DATE_MESSAGE, isCalendarDate } from "./list.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { MOBILITY_LEVELS } from "./mobility-words.ts";
import { checkContactName, tidyContactName } from "./validation/contact-name.ts";
import { checkFullName, PG_INT_MAX, plainText, positiveIdSchema, ruleString } from "./validation/fields.ts";
import { dialCodeSchema, phoneRule } from "./validation/phone.ts";

/*
 * The people a family arranges care for (issue 11; the spec names only "user profile form" at /user/form).
 * docs/decisions/0021-loved-ones-and-privacy.md says why each field is there and what is left out.
 */

/** At most this many per member: a couple plan covers two people, a single plan one. */
export const LOVED_ONES_MAX = 2;
export const LOVED_ONE_AGE_MIN = 40;
export const LOVED_ONE_AGE_MAX = 120;
export const LOVED_ONE_NOTES_MAX = 1000;
export const LOVED_ONE_LANGUAGES_MAX = 4;

/** Who the loved one is to the member. */
export const LOVED_ONE_RELATIONSHIPS = [
  "Mother",
  "Father",
  "Mother-in-law",
  "Father-in-law",
  "Grandmother",
  "Grandfather",
  "Spouse",
  "Other relative",
] as const;
export type LovedOneRelationship = (typeof LOVED_ONE_RELATIONSHIPS)[number];

export const GENDERS = ["Female", "Male", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

/** Languages our companions are matched on (the scheduled languages most spoken in our cities). */
export const LANGUAGES = [
  "Assamese",
  "Bengali",
  "English",
  "Gujarati",
  "Hindi",
  "Kannada",
  "Malayalam",
  "Marathi",
  "Odia",
  "Punjabi",
  "Tamil",
  "Telugu",
  "Urdu",
] as const;
export type Language = (typeof LANGUAGES)[number];

export const LOVED_ONE_MESSAGES = {
  relationshipRequired: "Please choose how they are related to you",
  dateOfBirthRequired: "Date of birth is required",
  ageRange: `Age must be between ${LOVED_ONE_AGE_MIN} and ${LOVED_ONE_AGE_MAX} years`,
  genderRequired: "Please choose a gender",
  addressRequired: "Address is required",
  addressMax: "Address cannot exceed 200 characters",
  stateRequired: "State is required",
  cityRequired: "City is required",
  pincodeInvalid: "Please enter a valid 6-digit PIN code",
  contactNameRequired: "Contact person's name is required",
  languagesRequired: "Choose at least one language they speak",
  languagesMax: `Choose up to ${LOVED_ONE_LANGUAGES_MAX} languages`,
  mobilityRequired: "Please choose how they get about",
  notesMax: `Notes cannot exceed ${LOVED_ONE_NOTES_MAX} characters`,
  notesHint:
    "Daily routine, food, interests, what comforts them. Please do not enter diagnoses or medicines: our companions give non-medical care.",
  limitReached: `You can record up to ${LOVED_ONES_MAX} loved ones. Remove one to add another.`,
  notFound: "We could not find this person on your profile.",
  saved: "Loved one saved successfully!",
  removed: "Loved one removed.",
  placeMismatch: "Please choose a city in the selected state.",
} as const;

/** A person's age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The first broken rule of a date of birth, checked against today in India. */
export function checkDateOfBirth(value: string, today: string = indiaToday()): string | null {
  if (value.length === 0) return LOVED_ONE_MESSAGES.dateOfBirthRequired;
  if (!isCalendarDate(value)) return ISO_DATE_MESSAGE;
  const age = ageOn(value, today);
  return age >= LOVED_ONE_AGE_MIN && age <= LOVED_ONE_AGE_MAX ? null : LOVED_ONE_MESSAGES.ageRange;
}

/** What the loved-ones form sends (the care address is always in India, where the service runs). */
const contactPhone = phoneRule({ code: "contact_country_code", phone: "contact_phone" });

const lovedOneFields = z.strictObject({
  full_name: ruleString((v) => checkFullName(v), M.nameRequired),
  relationship: z.enum(LOVED_ONE_RELATIONSHIPS, { error: LOVED_ONE_MESSAGES.relationshipRequired }),
  date_of_birth: ruleString((v) => checkDateOfBirth(v), LOVED_ONE_MESSAGES.dateOfBirthRequired),
  gender: z.enum(GENDERS, { error: LOVED_ONE_MESSAGES.genderRequired }),
  address_line: plainText(
    z
      .string({ error: LOVED_ONE_MESSAGES.addressRequired })
      .trim()
      .min(1, LOVED_ONE_MESSAGES.addressRequired)
      .max(200, LOVED_ONE_MESSAGES.addressMax),
    "Address",
  ),
  state_id: positiveIdSchema(LOVED_ONE_MESSAGES.stateRequired),
  city_id: positiveIdSchema(LOVED_ONE_MESSAGES.cityRequired),
  pincode: z
    .string({ error: LOVED_ONE_MESSAGES.pincodeInvalid })
    .regex(/^[1-9]\d{5}$/, LOVED_ONE_MESSAGES.pincodeInvalid),
  // Kept as typed ("Rina Das (housekeeper)"), or refused with a reason (issue 42).
  contact_name: ruleString(
    (v) => checkContactName(v, LOVED_ONE_MESSAGES.contactNameRequired),
    LOVED_ONE_MESSAGES.contactNameRequired,
  ).transform(tidyContactName),
  /** The on-site contact's number with its country's code (decision 0068); answered in E.164. */
  contact_country_code: dialCodeSchema,
  contact_phone: z.string({ error: M.phoneRequired }),
  languages: z
    .array(z.enum(LANGUAGES), { error: LOVED_ONE_MESSAGES.languagesRequired })
    .min(1, LOVED_ONE_MESSAGES.languagesRequired)
    .max(LOVED_ONE_LANGUAGES_MAX, LOVED_ONE_MESSAGES.languagesMax)
    .refine((list) => new Set(list).size === list.length, LOVED_ONE_MESSAGES.languagesRequired),
  mobility: z.enum(MOBILITY_LEVELS, { error: LOVED_ONE_MESSAGES.mobilityRequired }),
  notes: plainText(z.string().trim().max(LOVED_ONE_NOTES_MAX, LOVED_ONE_MESSAGES.notesMax), "Notes", true)
    .optional()
    .default(""),
});
export const lovedOneFormSchema = lovedOneFields.superRefine(contactPhone.refine, contactPhone.always);
export type LovedOneForm = z.input<typeof lovedOneFormSchema>;

/** users/savelovedone/: adds (no loved_one_id) or replaces one of the member's loved ones. */
export const saveLovedOneRequestSchema = lovedOneFields
  .extend({
    user_id: positiveIdSchema("user_id is required"),
    loved_one_id: z.number().int().positive().max(PG_INT_MAX).optional(),
  })
  .superRefine(contactPhone.refine, contactPhone.always);
export type SaveLovedOneRequest = z.infer<typeof saveLovedOneRequestSchema>;

export const lovedOneSchema = z.object({
  loved_one_id: z.number().int(),
  full_name: z.string(),
  relationship: z.enum(LOVED_ONE_RELATIONSHIPS),
  date_of_birth: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  address_line: z.string(),
  state_id: z.number().int(),
  state_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  pincode: z.string(),
  contact_name: z.string(),
  /** E.164 ("+919830098300"). */
  contact_phone: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  mobility: z.enum(MOBILITY_LEVELS),
  notes: z.string(),
});
export type LovedOne = z.infer<typeof lovedOneSchema>;

export const lovedOnesRequestSchema = z.strictObject({ user_id: positiveIdSchema("user_id is required") });
export const lovedOnesResponseSchema = z.object({ loved_ones: z.array(lovedOneSchema) });
export const saveLovedOneResponseSchema = z.object({ loved_one: lovedOneSchema, Message: z.string() });

export const removeLovedOneRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  loved_one_id: positiveIdSchema("loved_one_id is required"),
});

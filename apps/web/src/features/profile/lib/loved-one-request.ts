import {
  type ApiBody,
  DEFAULT_COUNTRY_DIAL_CODE,
  type DialCode,
  type Gender,
  type Language,
  LOVED_ONE_AGE_MAX,
  LOVED_ONE_AGE_MIN,
  type LovedOne,
  type LovedOneRelationship,
  lovedOneFormSchema,
  type MobilityLevel,
  splitE164,
} from "@eldercare/contracts";
import type { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/**
 * The loved-one form (issue 11, decision 0021): what the member types and picks. Choices not yet made
 * are "" (or 0 for a place), which the contract refuses with its own words.
 */
export interface LovedOneValues {
  full_name: string;
  relationship: LovedOneRelationship | "";
  date_of_birth: string;
  gender: Gender | "";
  address_line: string;
  state_id: number;
  city_id: number;
  pincode: string;
  contact_name: string;
  contact_country_code: DialCode;
  contact_phone: string;
  languages: Language[];
  mobility: MobilityLevel | "";
  notes: string;
}

export type LovedOneChecked = z.output<typeof lovedOneFormSchema>;

export const EMPTY_LOVED_ONE: LovedOneValues = {
  full_name: "",
  relationship: "",
  date_of_birth: "",
  gender: "",
  address_line: "",
  state_id: 0,
  city_id: 0,
  pincode: "",
  contact_name: "",
  contact_country_code: DEFAULT_COUNTRY_DIAL_CODE,
  contact_phone: "",
  languages: [],
  mobility: "",
  notes: "",
};

/** The form filled from a saved loved one (to edit). */
export function lovedOneValues(l: LovedOne): LovedOneValues {
  const contact = splitE164(l.contact_phone);
  return {
    full_name: l.full_name,
    relationship: l.relationship,
    date_of_birth: l.date_of_birth,
    gender: l.gender,
    address_line: l.address_line,
    state_id: l.state_id,
    city_id: l.city_id,
    pincode: l.pincode,
    contact_name: l.contact_name,
    contact_country_code: contact.country_code,
    contact_phone: contact.phone,
    languages: [...l.languages],
    mobility: l.mobility,
    notes: l.notes,
  };
}

/**
 * The contract's schema is the form's schema: the same rules and words as the server. (The contract
 * lets notes be left out; the form always holds them, "" when empty.)
 */
export const lovedOneResolver = contractResolver<LovedOneValues, LovedOneChecked>(
  lovedOneFormSchema as z.ZodType<
    LovedOneChecked,
    Omit<LovedOneValues, "notes"> & { notes?: string }
  > as z.ZodType<LovedOneChecked, LovedOneValues>,
);

/** users/savelovedone/: a new loved one, or (with its id) a replacement of one. */
export function toSaveLovedOneRequest(
  userId: number,
  checked: LovedOneChecked,
  lovedOneId?: number,
): ApiBody<"saveLovedOne"> {
  return { ...checked, user_id: userId, ...(lovedOneId ? { loved_one_id: lovedOneId } : {}) };
}

/**
 * The date input's bounds for an age between LOVED_ONE_AGE_MIN and LOVED_ONE_AGE_MAX on `today`
 * (YYYY-MM-DD, India): born at most 120 years and a day short of 121 ago, at least 40 years ago.
 */
export function dateOfBirthBounds(today: string): { min: string; max: string } {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const latest = new Date(Date.UTC(y - LOVED_ONE_AGE_MIN, m - 1, d));
  const earliest = new Date(Date.UTC(y - LOVED_ONE_AGE_MAX - 1, m - 1, d + 1));
  return { min: iso(earliest), max: iso(latest) };
}

import {
  type AdminCompanion,
  CHECK_EXPIRY_TEXT,
  type CheckStanding,
  COMPANION_CHECK_FIELDS,
  COMPANION_CHECK_LABELS,
  COMPANION_CHECK_VALID_FIELDS,
  COMPANION_CHECKS,
  type CompanionCheck,
  checkStanding,
  checksStanding,
  displayPhone,
  indiaToday,
  isCleared,
  VISIT_KIND_LABELS,
} from "@eldercare/contracts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { COMPANION_TEXT } from "./companion-text.ts";

/** The console's address of a companion's page, and of a new one. */
export const companionPath = (companionId: number) => `/admin/companions/${companionId}`;
export const NEW_COMPANION_PATH = "/admin/companions/new";
export const COMPANIONS_PATH = "/admin/companions";

/** The id in /admin/companions/:companionId, or 0 when it is not a positive whole number. */
export function companionIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && String(id) === param ? id : 0;
}

/** How many PIN codes a row shows before "+ n more". */
export const PINCODES_SHOWN = 3;

/** "Whole city", or the PIN codes, the first few and how many more: "700019, 700020, 700026 + 2 more". */
export function areaText(pincodes: readonly string[], shown = PINCODES_SHOWN): string {
  if (pincodes.length === 0) return COMPANION_TEXT.wholeCity;
  const first = pincodes.slice(0, shown).join(", ");
  return pincodes.length > shown ? `${first} + ${pincodes.length - shown} more` : first;
}

/** A companion's checks as the console reads them: each one's date and the last day it holds. */
type CheckFields = Pick<
  AdminCompanion,
  (typeof COMPANION_CHECK_FIELDS)[CompanionCheck] | (typeof COMPANION_CHECK_VALID_FIELDS)[CompanionCheck]
>;

/**
 * One check as a row shows it: its label and the day it was done, or missing; and (issue 45) the last day
 * it holds and whether that has passed or comes within CHECK_LAPSE_SOON_DAYS.
 */
export interface CheckText {
  check: CompanionCheck;
  label: string;
  /** "12 Jan 2026", or null when not done. */
  on: string | null;
  /** "valid until 12 Jan 2027", "Lapsed: valid until …", "Lapses soon: valid until …"; null: none recorded. */
  validUntil: string | null;
  standing: CheckStanding;
}

export function checkTexts(c: CheckFields, today: string = indiaToday()): CheckText[] {
  return COMPANION_CHECKS.map((check) => {
    const date = c[COMPANION_CHECK_FIELDS[check]];
    const until = date ? c[COMPANION_CHECK_VALID_FIELDS[check]] : null;
    const standing = checkStanding(until, today);
    const day = until ? formatIndiaDay(until) : null;
    return {
      check,
      label: COMPANION_CHECK_LABELS[check],
      on: date ? formatIndiaDay(date) : null,
      validUntil:
        day === null
          ? null
          : standing === "lapsed"
            ? CHECK_EXPIRY_TEXT.lapsed(day)
            : standing === "soon"
              ? CHECK_EXPIRY_TEXT.soon(day)
              : CHECK_EXPIRY_TEXT.validUntil(day),
      standing,
    };
  });
}

/** One companion as the table row and the phone card show them. */
export interface CompanionRowText {
  name: string;
  phone: string;
  email: string | null;
  city: string;
  area: string;
  kinds: string;
  languages: string;
  checks: CheckText[];
  active: string;
  assignable: string;
}

export function companionRowText(c: AdminCompanion): CompanionRowText {
  return {
    name: c.full_name,
    phone: displayPhone(c.phone),
    email: c.email,
    city: `${c.city_name}, ${c.state_name}`,
    area: areaText(c.pincodes),
    kinds: c.service_kinds.map((k) => VISIT_KIND_LABELS[k]).join(", "),
    languages: c.languages.join(", "),
    checks: checkTexts(c),
    active: c.is_active ? COMPANION_TEXT.active : COMPANION_TEXT.inactive,
    assignable: assignableText(c),
  };
}

/**
 * Whether they may be sent on visits, in words: yes; not while a check has lapsed (issue 45: until it is
 * renewed); not until shifts are added (active with the three checks, but no weekly shift: issue 42); or
 * not yet (inactive, or a check missing).
 */
export function assignableText(
  c: Pick<AdminCompanion, "assignable" | "is_active"> & CheckFields,
  today: string = indiaToday(),
): string {
  if (c.assignable) {
    return checksStanding(c, today) === "lapsed"
      ? CHECK_EXPIRY_TEXT.notSentLapsed
      : COMPANION_TEXT.assignable;
  }
  return isCleared(c) ? COMPANION_TEXT.needsShifts : COMPANION_TEXT.notAssignable;
}

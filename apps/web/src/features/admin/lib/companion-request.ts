import {
  type AdminCompanion,
  APP_LANGUAGES,
  type AppLanguage,
  COMPANION_CHECK_FIELDS,
  COMPANION_CHECK_LABELS,
  COMPANION_CHECK_VALID_FIELDS,
  COMPANION_CHECKS,
  COMPANION_MESSAGES,
  type CompanionCheck,
  checkValidityIssues,
  checkValidUntilDefault,
  DEFAULT_APP_LANGUAGE,
  indiaToday,
  type Language,
  type ModifyCompanionRequest,
  modifyCompanionRequestSchema,
  splitE164,
  type VisitKind,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { COMPANION_TEXT } from "./companion-text.ts";

/** Where a companion goes: anywhere in their city, or only the PIN codes listed. */
export type CompanionArea = "city" | "pincodes";

/**
 * The companion form (issue 26): what the team types and picks. Choices not yet made are [] or 0, the
 * PIN codes are one line of text, and a check not done is an empty date; the contract refuses what is
 * missing in its own words.
 */
export interface CompanionValues {
  full_name: string;
  /** 10 digits, +91 shown before the input. */
  phone: string;
  email: string;
  languages: Language[];
  service_kinds: VisitKind[];
  speciality_ids: number[];
  state_id: number;
  city_id: number;
  area: CompanionArea;
  /** "700019, 700020 700026": several 6-digit codes separated by commas or spaces. */
  pincodes: string;
  identity_verified_on: string;
  police_verified_on: string;
  training_completed_on: string;
  /**
   * The last day each check holds (issue 45): prefilled with the usual term when its date is entered, and
   * changed by the team when the check says otherwise. Empty or absent: the usual term (the server's).
   */
  identity_valid_until?: string;
  police_valid_until?: string;
  training_valid_until?: string;
  is_active: boolean;
  /** The language their app starts in (issue 46). */
  language: AppLanguage;
}

/** A check's valid-until field in the form. */
export type ValidUntilField = (typeof COMPANION_CHECK_VALID_FIELDS)[CompanionCheck];

export const EMPTY_COMPANION: CompanionValues = {
  full_name: "",
  phone: "",
  email: "",
  languages: [],
  service_kinds: [],
  speciality_ids: [],
  state_id: 0,
  city_id: 0,
  area: "city",
  pincodes: "",
  identity_verified_on: "",
  police_verified_on: "",
  training_completed_on: "",
  identity_valid_until: "",
  police_valid_until: "",
  training_valid_until: "",
  is_active: true,
  language: DEFAULT_APP_LANGUAGE,
};

/** The form filled from a saved companion (to edit). */
export function companionValues(c: AdminCompanion): CompanionValues {
  return {
    full_name: c.full_name,
    phone: c.phone.startsWith("+") ? splitE164(c.phone).phone : c.phone,
    email: c.email ?? "",
    languages: [...c.languages],
    service_kinds: [...c.service_kinds],
    speciality_ids: [...c.speciality_ids],
    state_id: c.state_id,
    city_id: c.city_id,
    area: c.pincodes.length > 0 ? "pincodes" : "city",
    pincodes: c.pincodes.join(", "),
    identity_verified_on: c.identity_verified_on ?? "",
    police_verified_on: c.police_verified_on ?? "",
    training_completed_on: c.training_completed_on ?? "",
    identity_valid_until: c.identity_valid_until ?? "",
    police_valid_until: c.police_valid_until ?? "",
    training_valid_until: c.training_valid_until ?? "",
    is_active: c.is_active,
    language: c.language,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The valid-until date a check's field should show once its date changes from `before` to `after`: the
 * usual term of the new date while the field is empty or still holds the usual term of the old one (the
 * team has not changed it), emptied with the date; else null (keep what the team typed).
 */
export function prefilledValidUntil(
  check: CompanionCheck,
  current: string,
  before: string,
  after: string,
): string | null {
  const untouched =
    current === "" || (ISO_DATE.test(before) && current === checkValidUntilDefault(check, before));
  if (!untouched) return null;
  return ISO_DATE.test(after) ? checkValidUntilDefault(check, after) : "";
}

/** The PIN codes typed, in order: separated by commas, semicolons or spaces. */
export function pincodesOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter((p) => p.length > 0);
}

const shape = modifyCompanionRequestSchema.shape;

/**
 * A text field checked by a contract field's rule (after `asRequest`), its first message the field's; the
 * form keeps the text as typed.
 */
const checkedBy = (rule: z.ZodType, asRequest: (v: string) => unknown = (v) => v) =>
  z.string().superRefine((v, ctx) => {
    const issue = rule.safeParse(asRequest(v)).error?.issues[0];
    if (issue) ctx.addIssue({ code: "custom", message: issue.message });
  });

const orNull = (v: string) => (v === "" ? null : v);

/** A check's date: empty is "not done"; otherwise a real date (the contract's rule), not after today in India. */
const checkDateField = (rule: z.ZodType) =>
  checkedBy(rule, orNull).refine((v) => v === "" || v <= indiaToday(), COMPANION_MESSAGES.checkDateInvalid);

/**
 * The form's schema, built from the contract's fields (the same rules and words as the server): the
 * area's choice decides whether the PIN codes are read, and they are checked by the contract's rules.
 */
export const companionFormSchema = z
  .object({
    full_name: shape.full_name,
    phone: shape.phone,
    email: checkedBy(shape.email),
    languages: shape.languages,
    service_kinds: shape.service_kinds,
    speciality_ids: shape.speciality_ids,
    state_id: shape.state_id,
    city_id: shape.city_id,
    area: z.enum(["city", "pincodes"]),
    pincodes: z.string(),
    identity_verified_on: checkDateField(shape.identity_verified_on),
    police_verified_on: checkDateField(shape.police_verified_on),
    training_completed_on: checkDateField(shape.training_completed_on),
    identity_valid_until: checkedBy(shape.identity_valid_until, orNull).optional(),
    police_valid_until: checkedBy(shape.police_valid_until, orNull).optional(),
    training_valid_until: checkedBy(shape.training_valid_until, orNull).optional(),
    is_active: z.boolean(),
    language: z.enum(APP_LANGUAGES),
  })
  .superRefine((v, ctx) => {
    // A valid-until date without its check's date, or before it: the contract's words, beside the field.
    const dates = Object.fromEntries(
      COMPANION_CHECKS.flatMap((check) => {
        const on = COMPANION_CHECK_FIELDS[check];
        const until = COMPANION_CHECK_VALID_FIELDS[check];
        return [
          [on, orNull(v[on])],
          [until, orNull(v[until] ?? "")],
        ];
      }),
    );
    for (const issue of checkValidityIssues(dates)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
    if (v.area !== "pincodes") return;
    const codes = pincodesOf(v.pincodes);
    if (codes.length === 0) {
      ctx.addIssue({ code: "custom", path: ["pincodes"], message: COMPANION_TEXT.pincodesRequired });
      return;
    }
    const issue = shape.pincodes.safeParse(codes).error?.issues[0];
    if (issue) ctx.addIssue({ code: "custom", path: ["pincodes"], message: issue.message });
  });

export const companionResolver = contractResolver<CompanionValues, CompanionValues>(
  companionFormSchema as unknown as z.ZodType<CompanionValues, CompanionValues>,
);

/**
 * The valid-until dates to send: each the team set to other than its check's usual term. The usual term
 * is left for the server to set (the same contract function), so the form sends what an older form did
 * when nothing was changed.
 */
function validUntilChanges(v: CompanionValues): Partial<Record<ValidUntilField, string>> {
  return Object.fromEntries(
    COMPANION_CHECKS.flatMap((check) => {
      const on = v[COMPANION_CHECK_FIELDS[check]];
      const field = COMPANION_CHECK_VALID_FIELDS[check];
      const until = v[field] ?? "";
      return on !== "" && until !== "" && until !== checkValidUntilDefault(check, on) ? [[field, until]] : [];
    }),
  );
}

/** admin/modifycompanion/ from checked values: a new companion, or (with their id) a replacement. */
export function toModifyCompanionRequest(v: CompanionValues, companionId?: number): ModifyCompanionRequest {
  return {
    ...(companionId ? { companion_id: companionId } : {}),
    full_name: v.full_name,
    phone: v.phone,
    email: v.email.trim() === "" ? null : v.email.trim().toLowerCase(),
    languages: v.languages,
    service_kinds: v.service_kinds,
    speciality_ids: v.speciality_ids,
    state_id: v.state_id,
    city_id: v.city_id,
    pincodes: v.area === "pincodes" ? pincodesOf(v.pincodes) : [],
    identity_verified_on: orNull(v.identity_verified_on),
    police_verified_on: orNull(v.police_verified_on),
    training_completed_on: orNull(v.training_completed_on),
    ...validUntilChanges(v),
    is_active: v.is_active,
    language: v.language,
  };
}

/** The form field a refusal of the server belongs to, by its message (else it is the form's). */
export function fieldOfRefusal(message: string): "phone" | "email" | "city_id" | ValidUntilField | null {
  if (message === COMPANION_MESSAGES.phoneTaken) return "phone";
  if (message === COMPANION_MESSAGES.emailTaken) return "email";
  if (message === COMPANION_MESSAGES.cityNotInState) return "city_id";
  // A valid-until date the server refused names its check: beside that check's field.
  for (const check of COMPANION_CHECKS) {
    if (message.startsWith(`${COMPANION_CHECK_LABELS[check]}:`)) return COMPANION_CHECK_VALID_FIELDS[check];
  }
  return null;
}

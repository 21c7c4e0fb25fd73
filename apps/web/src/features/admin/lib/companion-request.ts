import {
  type AdminCompanion,
  COMPANION_MESSAGES,
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
  is_active: boolean;
}

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
  is_active: true,
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
    is_active: c.is_active,
  };
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
    is_active: z.boolean(),
  })
  .superRefine((v, ctx) => {
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
    is_active: v.is_active,
  };
}

/** The form field a refusal of the server belongs to, by its message (else it is the form's). */
export function fieldOfRefusal(message: string): "phone" | "email" | "city_id" | null {
  if (message === COMPANION_MESSAGES.phoneTaken) return "phone";
  if (message === COMPANION_MESSAGES.emailTaken) return "email";
  if (message === COMPANION_MESSAGES.cityNotInState) return "city_id";
  return null;
}

import {
  type ModifyStaffRequest,
  modifyStaffRequestSchema,
  STAFF_MESSAGES,
  type StaffMember,
  type StaffRole,
  splitE164,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/**
 * The staff form (issue 43 item 4): what an administrator types and picks. A role not yet chosen is "";
 * the cities are kept for a coordinator only (an administrator covers every city).
 */
export interface StaffValues {
  full_name: string;
  /** 10 digits, +91 shown before the input. */
  phone: string;
  email: string;
  role: StaffRole | "";
  city_ids: number[];
  is_active: boolean;
}

export const EMPTY_STAFF: StaffValues = {
  full_name: "",
  phone: "",
  email: "",
  role: "",
  city_ids: [],
  is_active: true,
};

/** The form filled from a saved member of staff (to edit). */
export function staffValues(s: StaffMember): StaffValues {
  return {
    full_name: s.full_name,
    phone: s.phone.startsWith("+") ? splitE164(s.phone).phone : s.phone,
    email: s.email,
    role: s.role,
    city_ids: s.cities.map((c) => c.city_id),
    is_active: s.is_active,
  };
}

const shape = modifyStaffRequestSchema.shape;

/**
 * The form's schema, built from the contract's fields (the same rules and words as the server): a
 * coordinator needs their cities; an administrator's are not read (the form keeps them hidden).
 */
export const staffFormSchema = z
  .object({
    full_name: shape.full_name,
    phone: shape.phone,
    email: shape.email,
    role: shape.role,
    city_ids: shape.city_ids,
    is_active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.role === "coordinator" && v.city_ids.length === 0)
      ctx.addIssue({ code: "custom", path: ["city_ids"], message: STAFF_MESSAGES.citiesRequired });
  });

export const staffResolver = contractResolver<StaffValues, StaffValues>(
  staffFormSchema as unknown as z.ZodType<StaffValues, StaffValues>,
);

/** admin/modifystaff/ from checked values: a new member of staff, or (with their id) a replacement. */
export function toModifyStaffRequest(v: StaffValues, staffId?: number): ModifyStaffRequest {
  return {
    ...(staffId ? { staff_id: staffId } : {}),
    full_name: v.full_name,
    phone: v.phone,
    email: v.email.trim().toLowerCase(),
    role: v.role as StaffRole,
    city_ids: v.role === "coordinator" ? v.city_ids : [],
    is_active: v.is_active,
  };
}

/** The form field a refusal of the server belongs to, by its message (else it is the form's). */
export function fieldOfRefusal(message: string): "phone" | "email" | "role" | "city_ids" | null {
  if (message === STAFF_MESSAGES.phoneTaken) return "phone";
  if (message === STAFF_MESSAGES.emailTaken) return "email";
  if (message === STAFF_MESSAGES.roleRequired) return "role";
  const cityMessages: string[] = [
    STAFF_MESSAGES.citiesRequired,
    STAFF_MESSAGES.citiesTooMany,
    STAFF_MESSAGES.citiesRepeated,
    STAFF_MESSAGES.cityUnknown,
    STAFF_MESSAGES.adminHasNoCities,
  ];
  return cityMessages.includes(message) ? "city_ids" : null;
}

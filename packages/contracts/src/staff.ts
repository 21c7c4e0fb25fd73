import { z } from "zod";
import { adminSearchShape } from "./admin-bookings.ts";
import { listResponseSchema } from "./list.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { STAFF_ROLES } from "./staff-roles.ts";
import { checkEmail, checkFullName, checkPhone, PG_INT_MAX, ruleString } from "./validation/fields.ts";

/*
 * The console's staff (issue 43 item 4, decision 0076): administrators and city coordinators, each a row
 * of the permission table signing in through the admin login. Administrators keep them in the console.
 */

/** A coordinator covers at least one city and at most this many. */
export const STAFF_CITIES_MAX = 25;

export const STAFF_MESSAGES = {
  saved: "Staff member saved.",
  notFound: "This member of staff does not exist.",
  phoneTaken: "Another account already uses this phone number.",
  emailTaken: "Another account already uses this email address.",
  roleRequired: "Please choose a role",
  citiesRequired: "A city coordinator covers at least one city: please choose their cities",
  citiesTooMany: `A coordinator can cover at most ${STAFF_CITIES_MAX} cities`,
  citiesRepeated: "A city is listed twice",
  cityUnknown: "Please choose cities from the list.",
  adminHasNoCities: "An administrator covers every city: leave the cities empty",
  notYourself: "You cannot take away your own administrator's role or deactivate yourself.",
  deactivated: "This staff account has been deactivated. Please contact an administrator.",
} as const;

const cityIdSchema = z.number({ error: STAFF_MESSAGES.cityUnknown }).int().positive().max(PG_INT_MAX);

/**
 * admin/modifystaff/: adds (no staff_id) or replaces a member of staff. The phone is an Indian mobile and
 * their login; an administrator covers every city (no city_ids), a coordinator one or more.
 */
export const modifyStaffRequestSchema = z
  .strictObject({
    staff_id: z.number().int().positive().max(PG_INT_MAX).optional(),
    full_name: ruleString((v) => checkFullName(v), M.nameRequired),
    phone: ruleString(checkPhone, M.phoneRequired),
    email: ruleString(checkEmail, M.emailRequired).transform((v) => v.trim().toLowerCase()),
    role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired }),
    city_ids: z
      .array(cityIdSchema, { error: STAFF_MESSAGES.cityUnknown })
      .max(STAFF_CITIES_MAX, STAFF_MESSAGES.citiesTooMany)
      .refine((l) => new Set(l).size === l.length, STAFF_MESSAGES.citiesRepeated)
      .default([]),
    is_active: z.boolean({ error: "is_active must be true or false" }).default(true),
  })
  .superRefine((r, ctx) => {
    if (r.role === "coordinator" && r.city_ids.length === 0)
      ctx.addIssue({ code: "custom", path: ["city_ids"], message: STAFF_MESSAGES.citiesRequired });
    if (r.role === "admin" && r.city_ids.length > 0)
      ctx.addIssue({ code: "custom", path: ["city_ids"], message: STAFF_MESSAGES.adminHasNoCities });
  });
export type ModifyStaffRequest = z.input<typeof modifyStaffRequestSchema>;

/** A city a coordinator covers, named. */
export const staffCitySchema = z.object({ city_id: z.number().int(), city_name: z.string() });
export type StaffCity = z.infer<typeof staffCitySchema>;

/** A member of staff as the console shows them. */
export const staffMemberSchema = z.object({
  staff_id: z.number().int(),
  full_name: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  cities: z.array(staffCitySchema),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** admin/getallstaff/: search by name, phone or email; filter by role and active. */
export const staffListRequestSchema = z.strictObject({
  ...adminSearchShape,
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired }).nullable().optional(),
  is_active: z.boolean({ error: "is_active must be true or false" }).nullable().optional(),
});
export type StaffListRequest = z.input<typeof staffListRequestSchema>;
export const staffListResponseSchema = listResponseSchema(staffMemberSchema);

export const modifyStaffResponseSchema = z.object({ staff: staffMemberSchema, Message: z.string() });

import { z } from "zod";
import {
  BENEFICIARY_COUNTS,
  DEFAULT_ID_TYPE,
  PAYMENT_FREQUENCIES,
  PLAN_TIERS,
  RELATIONSHIPS,
  SUBSCRIPTION_STATUSES,
} from "./constants.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import {
  emailSchema,
  fullNameSchema,
  PG_INT_MAX,
  phoneSchema,
  plainText,
  positiveIdSchema,
  relationshipsSchema,
} from "./validation/fields.ts";
import { checkIdNumber, normalizeIdNumber } from "./validation/id-document.ts";

/** The registration form of spec §3 (what the person types). */
/** The version of the terms and privacy notice a new member accepts (the documents' date). */
export const CONSENT_NOTICE_VERSION = "2025-08";
export const CONSENT_REQUIRED_MESSAGE = "Please accept the Terms and Conditions and the Privacy Policy";

/** The Registration dialog's own words: what still stands between the person and NEXT, and the welcome. */
export const REGISTRATION_MESSAGES = {
  pending: (steps: readonly string[]) => `To continue, ${steps.join(", ")}.`,
  steps: {
    name: "enter your full name",
    verifyPhone: "verify your phone",
    verifyEmail: "verify your email",
    relationship: "choose a relationship",
    idNumber: "enter a valid ID number",
    consent: "accept the terms",
  },
  welcome: (name: string) =>
    `Welcome${name ? `, ${name}` : ""}! Your account is ready. Choose a care plan now, or do it later from the Plans page.`,
} as const;

const registrationFormShape = {
  user_name: fullNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  user_relation: relationshipsSchema,
  id_type: positiveIdSchema(M.idTypeRequired).default(DEFAULT_ID_TYPE),
  id_no: z.string({ error: M.idMin }),
};

/** ID number rules depend on the ID type, so they are checked across the two fields. */
function refineIdNumber(form: { id_type: number; id_no: string }, ctx: z.RefinementCtx) {
  const problem = checkIdNumber(form.id_type, normalizeIdNumber(form.id_type, form.id_no));
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["id_no"] });
}

export const registrationFormSchema = z.strictObject(registrationFormShape).superRefine(refineIdNumber);
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** users/register/: the form plus the proofs from shared/validateotp/ for the phone and the email. */
export const registerRequestSchema = z
  .strictObject({
    ...registrationFormShape,
    phone_verification_token: plainText(
      z.string({ error: M.phoneOtpInvalid }).min(1, M.phoneOtpInvalid).max(200),
      "Phone proof",
    ),
    email_verification_token: plainText(
      z.string({ error: M.emailOtpInvalid }).min(1, M.emailOtpInvalid).max(200),
      "Email proof",
    ),
    /** The person accepted the terms and privacy policy of CONSENT_NOTICE_VERSION. */
    consent_accepted: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }),
  })
  .superRefine(refineIdNumber);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  email: z.string(),
});

export const profileRequestSchema = z.strictObject({ user_id: positiveIdSchema("user_id is required") });

/** A paid plan. Dates are YYYY-MM-DD in India; upcoming = paid, starting when the current one ends. */
export const subscriptionSummarySchema = z.object({
  subscription_id: z.number().int(),
  plan_tier_id: z.number().int(),
  plan_type_name: z.enum(PLAN_TIERS),
  beneficiary_count_dtls: z.enum(BENEFICIARY_COUNTS),
  frequency_of_payment_dtls: z.enum(PAYMENT_FREQUENCIES),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const profileSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string(),
  user_relation: z.array(z.enum(RELATIONSHIPS)),
  id_type: z.number().int(),
  id_no_masked: z.string(),
  address_line: z.string().nullable(),
  city_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  country_id: z.number().int().nullable(),
  pincode: z.string().nullable(),
  subscriptions: z.array(subscriptionSummarySchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** users/modifyprofiledata/ (shape not in the spec): what a member may change about themself. */
export const modifyProfileRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  user_name: fullNameSchema.optional(),
  user_relation: relationshipsSchema.optional(),
  address_line: plainText(z.string().trim().max(200, "Address cannot exceed 200 characters"), "Address")
    .nullable()
    .optional(),
  city_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
  state_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
  country_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
  pincode: z
    .string()
    .regex(/^[1-9]\d{5}$/, "Please enter a valid 6-digit PIN code")
    .nullable()
    .optional(),
});
export type ModifyProfileRequest = z.infer<typeof modifyProfileRequestSchema>;

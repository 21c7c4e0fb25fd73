import { z } from "zod";
import {
  BENEFICIARY_COUNTS,
  DEFAULT_ID_TYPE,
  DIAL_CODES,
  PAYMENT_FREQUENCIES,
  PLAN_TIERS,
  RELATIONSHIPS,
  SUBSCRIPTION_STATUSES,
} from "./constants.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import {
  emailSchema,
  fullNameSchema,
  plainText,
  positiveIdSchema,
  relationshipsSchema,
} from "./validation/fields.ts";
import { checkIdNumber, normalizeIdNumber } from "./validation/id-document.ts";
import { dialCodeSchema, phoneCheckAlways, refinePhone } from "./validation/phone.ts";

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
  /** Beside the ID number (issue 25): why it is asked for, and how it is kept (decision 0011's vault). */
  idWhy:
    "We ask for one ID so our companions and your family know who arranges the care. It is kept encrypted; we only ever show its last 4 characters.",
} as const;

/** What the member's own relationships mean (the people they arrange care for), as the profile says them. */
export const CARE_FOR_LABEL = "Arranging care for";
const CARE_FOR: Record<(typeof RELATIONSHIPS)[number], string> = {
  Self: "Yourself",
  Spouse: "Your spouse",
  Father: "Your father",
  Mother: "Your mother",
  Other: "Someone else",
};
/** ["Mother", "Self"] → "Your mother, Yourself". */
export const careForText = (relations: readonly (typeof RELATIONSHIPS)[number][]) =>
  relations.map((r) => CARE_FOR[r]).join(", ");

const registrationFormShape = {
  user_name: fullNameSchema,
  /** The mobile's dialling code; +91 (spec) when not given. */
  country_code: dialCodeSchema,
  /** National digits, checked against country_code. */
  phone: z.string({ error: M.phoneRequired }),
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

// The phone depends on its country, so it is checked across fields too.
export const registrationFormSchema = z
  .strictObject(registrationFormShape)
  .superRefine(refineIdNumber)
  .superRefine(refinePhone, phoneCheckAlways());
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
  .superRefine(refineIdNumber)
  .superRefine(refinePhone, phoneCheckAlways());
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

/** A plan as the member's profile lists it: the summary and its open cancellation. */
export const profileSubscriptionSchema = subscriptionSummarySchema.extend({
  /**
   * The plan's cancellation asked for and waiting for the team, or approved (issue 41: the plan card says
   * so and offers no second Cancel); null when none is open.
   */
  cancellation: z
    .object({
      status: z.enum(["requested", "approved"]),
      requested_at: z.string(),
      /** The plan's last day of cover once approved (YYYY-MM-DD in India). */
      effective_date: z.string(),
    })
    .nullable(),
  /**
   * The plan's pause that has not ended yet (issue 47, decision 0095): the card says "Paused from … to …;
   * visits resume on …; plan now ends on …". Null (or absent) when none is running or ahead.
   */
  pause: z.object({ from: z.string(), to: z.string(), resumes_on: z.string() }).nullable().optional(),
});
export type ProfileSubscription = z.infer<typeof profileSubscriptionSchema>;

export const profileSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  /** National digits; with country_code, the registered mobile. */
  phone: z.string(),
  country_code: z.enum(DIAL_CODES),
  email: z.string(),
  user_relation: z.array(z.enum(RELATIONSHIPS)),
  id_type: z.number().int(),
  id_no_masked: z.string(),
  address_line: z.string().nullable(),
  city_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  country_id: z.number().int().nullable(),
  pincode: z.string().nullable(),
  /** Names of the places, for showing the address without another lookup. */
  country_name: z.string().nullable(),
  state_name: z.string().nullable(),
  city_name: z.string().nullable(),
  subscriptions: z.array(profileSubscriptionSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_MESSAGES = {
  updated: "Profile updated successfully!",
  addressRequired: "Address is required",
  addressMax: "Address cannot exceed 200 characters",
  addressIncomplete: "Please give the whole address: address, country, state, city and PIN code.",
  countryRequired: "Country is required",
  stateRequired: "State is required",
  cityRequired: "City is required",
  placeMismatch: "Please choose a state in the selected country and a city in the selected state.",
  pincodeInvalid: "Please enter a valid 6-digit PIN code",
  postalCodeInvalid: "Please enter a valid postal code",
  phoneProofRequired: "Please verify the new phone number with the OTP sent to it",
  emailProofRequired: "Please verify the new email address with the OTP sent to it",
  phoneTaken: "This phone number is already registered to another account.",
  emailTaken: "This email address is already registered to another account.",
  nothingToChange: "There is nothing to change.",
  idDocumentFixed:
    "Your ID document stays as registered. To correct it, write to our support team and we will verify the change with you.",
} as const;

/** India's 6-digit PIN codes; elsewhere 3 to 10 letters, digits, spaces or hyphens. */
export function checkPostalCode(value: string, countryCode: string | null | undefined): string | null {
  if (countryCode === "IN") return /^[1-9]\d{5}$/.test(value) ? null : PROFILE_MESSAGES.pincodeInvalid;
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value) ? null : PROFILE_MESSAGES.postalCodeInvalid;
}

/** The member's postal address: sent whole or not at all (the server checks the places belong together). */
const addressShape = {
  address_line: plainText(
    z
      .string({ error: PROFILE_MESSAGES.addressRequired })
      .trim()
      .min(1, PROFILE_MESSAGES.addressRequired)
      .max(200, PROFILE_MESSAGES.addressMax),
    "Address",
  ),
  country_id: positiveIdSchema(PROFILE_MESSAGES.countryRequired),
  state_id: positiveIdSchema(PROFILE_MESSAGES.stateRequired),
  city_id: positiveIdSchema(PROFILE_MESSAGES.cityRequired),
  // India's PIN or another country's postal code: the server applies checkPostalCode for the country.
  pincode: z
    .string({ error: PROFILE_MESSAGES.postalCodeInvalid })
    .trim()
    .min(3, PROFILE_MESSAGES.postalCodeInvalid)
    .max(10, PROFILE_MESSAGES.postalCodeInvalid),
};
const ADDRESS_FIELDS = Object.keys(addressShape) as (keyof typeof addressShape)[];

/**
 * users/modifyprofiledata/ (shape not in the spec): only the fields sent change, in one transaction.
 * A new phone or email needs the proof from shared/validateotp/ for a code sent to it with
 * register_flag (which refuses a phone or email another account uses). The ID document is not here:
 * changing it is a request to the team (PROFILE_MESSAGES.idDocumentFixed).
 */
export const modifyProfileRequestSchema = z
  .strictObject({
    user_id: positiveIdSchema("user_id is required"),
    user_name: fullNameSchema.optional(),
    user_relation: relationshipsSchema.optional(),
    ...(Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, addressShape[k].optional()])) as {
      [K in keyof typeof addressShape]: z.ZodOptional<(typeof addressShape)[K]>;
    }),
    phone: z.string().optional(),
    country_code: dialCodeSchema,
    phone_verification_token: plainText(z.string().min(1).max(200), "Phone proof").optional(),
    email: emailSchema.optional(),
    email_verification_token: plainText(z.string().min(1).max(200), "Email proof").optional(),
  })
  .superRefine(refinePhone, phoneCheckAlways())
  .superRefine((body, ctx) => {
    const sent = ADDRESS_FIELDS.filter((k) => body[k] !== undefined);
    if (sent.length > 0 && sent.length < ADDRESS_FIELDS.length) {
      const missing = ADDRESS_FIELDS.find((k) => body[k] === undefined) ?? "address_line";
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.addressIncomplete, path: [missing] });
    }
    if (body.phone !== undefined && !body.phone_verification_token) {
      ctx.addIssue({
        code: "custom",
        message: PROFILE_MESSAGES.phoneProofRequired,
        path: ["phone_verification_token"],
      });
    }
    if (body.email !== undefined && !body.email_verification_token) {
      ctx.addIssue({
        code: "custom",
        message: PROFILE_MESSAGES.emailProofRequired,
        path: ["email_verification_token"],
      });
    }
  });
export type ModifyProfileRequest = z.infer<typeof modifyProfileRequestSchema>;

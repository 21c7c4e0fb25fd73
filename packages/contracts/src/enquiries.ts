import { z } from "zod";
import { DEFAULT_COUNTRY_DIAL_CODE, ENQUIRY_DIAL_CODES } from "./constants.ts";
import { ENQUIRY_MESSAGES, VALIDATION_MESSAGES as M } from "./messages.ts";
import { checkFullName, emailSchema, plainText, positiveIdSchema, ruleString } from "./validation/fields.ts";
import { phoneCheckAlways, refinePhone } from "./validation/phone.ts";
import { preferredTimeSchema } from "./validation/preferred-time.ts";

export const ENQUIRY_MESSAGE_MAX = 1000;

/** users/createenquiry/: spec §3 enquiry payload plus proofs that phone and email were verified. */
export const createEnquiryRequestSchema = z
  .strictObject({
    user_name: ruleString((v) => checkFullName(v, M.enquiryNameRequired), M.enquiryNameRequired),
    /** The phone's dialling code (+91 India, +1 USA, +44 UK). */
    country_code: z
      .enum(ENQUIRY_DIAL_CODES, { error: `country_code must be one of ${ENQUIRY_DIAL_CODES.join(", ")}` })
      .default(DEFAULT_COUNTRY_DIAL_CODE),
    /** National digits, checked against country_code. */
    phone: z.string({ error: M.phoneRequired }),
    email: emailSchema,
    user_message: plainText(
      z
        .string({ error: M.messageRequired })
        .trim()
        .min(1, M.messageRequired)
        .max(ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES.messageMax(ENQUIRY_MESSAGE_MAX)),
      "Message",
      true,
    ),
    city_id: positiveIdSchema(M.cityRequired),
    country_id: positiveIdSchema(M.countryRequired),
    is_callback: z.boolean().default(false),
    preferred_time: preferredTimeSchema.nullable().optional(),
    // Proofs from shared/validateotp/. A logged-in member sending their own registered phone and
    // email needs none: their session already proves both (the server decides).
    phone_verification_token: plainText(
      z.string().min(1, M.phoneOtpInvalid).max(200),
      "Phone proof",
    ).optional(),
    email_verification_token: plainText(
      z.string().min(1, M.emailOtpInvalid).max(200),
      "Email proof",
    ).optional(),
  })
  .superRefine(refinePhone, phoneCheckAlways(ENQUIRY_DIAL_CODES))
  .superRefine((body, ctx) => {
    // preferred_time belongs to a callback request only.
    // A malformed preferred_time (even "") already has its own issue; only a missing one is added here.
    if (body.is_callback && body.preferred_time == null) {
      ctx.addIssue({ code: "custom", message: M.preferredTimeInvalid, path: ["preferred_time"] });
    }
    if (!body.is_callback && body.preferred_time) {
      ctx.addIssue({
        code: "custom",
        message: "Preferred time is only for callback requests",
        path: ["preferred_time"],
      });
    }
  });
export type CreateEnquiryRequest = z.infer<typeof createEnquiryRequestSchema>;

/**
 * The reference a family quotes and the team searches by: ENQ-42. The same words on the Thank You, in
 * the team's email and on the admin console.
 */
export function enquiryReference(enquiryId: number): string {
  return `ENQ-${enquiryId}`;
}

/** The enquiry a typed reference names ("ENQ-42", "enq 42", "ENQ42"), or null when it is not one. */
export function parseEnquiryReference(text: string): number | null {
  const digits = /^ENQ[\s-]?(\d{1,9})$/i.exec(text.trim())?.[1];
  return digits === undefined ? null : Number(digits);
}

export const createEnquiryResponseSchema = z.object({
  enquiry_id: z.number().int(),
  /** What the family quotes (enquiryReference). */
  reference: z.string(),
  /** When the team will call (ISO; callbackDueAt), or null when no callback was asked for. */
  callback_due_at: z.string().nullable(),
  Message: z.string(),
});

export const enquirySchema = z.object({
  enquiry_id: z.number().int(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string(),
  user_message: z.string(),
  city_name: z.string(),
  country_name: z.string(),
  is_callback: z.boolean(),
  preferred_time: z.string().nullable(),
  status: z.enum(["new", "contacted", "closed"]),
  created_at: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

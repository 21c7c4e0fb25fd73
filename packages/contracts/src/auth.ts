import { z } from "zod";
import { type DialCode, EMAIL_PHONE_FLAG, USER_TYPE } from "./constants.ts";
import { OTP_MESSAGES } from "./messages.ts";
import { STAFF_ROLES } from "./staff-roles.ts";
import { checkEmail, otpSchema } from "./validation/fields.ts";
import { checkPhoneFor, dialCodeSchema } from "./validation/phone.ts";

const flagSchema = z.enum([EMAIL_PHONE_FLAG.phone, EMAIL_PHONE_FLAG.email], {
  error: "email_phn_flag must be P (phone) or E (email)",
});
const userTypeSchema = z.union(
  [z.literal(USER_TYPE.user), z.literal(USER_TYPE.admin), z.literal(USER_TYPE.companion)],
  { error: OTP_MESSAGES.userTypeInvalid },
);
const flag01 = z.union([z.boolean(), z.literal(0), z.literal(1)]).optional();

/** Where a one-time code is sent: by SMS to a phone, or to an email address. */
export const OTP_CHANNELS = ["sms", "email"] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];
/** What a one-time code is for: registering, logging in, or verifying a phone or email. */
export const OTP_PURPOSES = ["register", "login", "verify"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Checks the identifier that matches email_phn_flag: phone (of that country) for P, email for E. */
function checkIdentifier(flag: "P" | "E", value: string | undefined, dialCode: DialCode): string | null {
  if (flag === EMAIL_PHONE_FLAG.phone) return checkPhoneFor(dialCode, value ?? "");
  return checkEmail(value ?? "");
}

/** shared/generateotp/: send a code for registration, login or plain verification. */
export const generateOtpRequestSchema = z
  .strictObject({
    email_phn_flag: flagSchema,
    phone: z.string().optional(),
    email: z.string().optional(),
    country_code: dialCodeSchema,
    register_flag: flag01,
    login_flag: flag01,
    user_type: userTypeSchema.default(USER_TYPE.user),
  })
  .superRefine((body, ctx) => {
    const isPhone = body.email_phn_flag === EMAIL_PHONE_FLAG.phone;
    const problem = checkIdentifier(
      body.email_phn_flag,
      isPhone ? body.phone : body.email,
      body.country_code,
    );
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: [isPhone ? "phone" : "email"] });
    if (body.register_flag && body.login_flag) {
      ctx.addIssue({
        code: "custom",
        message: "Choose either register_flag or login_flag",
        path: ["login_flag"],
      });
    }
    // The team makes companions' accounts: their codes are for logging in, and go to their phone only.
    if (body.user_type === USER_TYPE.companion) {
      if (!body.login_flag) {
        ctx.addIssue({ code: "custom", message: OTP_MESSAGES.companionLoginOnly, path: ["user_type"] });
      } else if (!isPhone) {
        ctx.addIssue({ code: "custom", message: OTP_MESSAGES.companionPhoneOnly, path: ["email_phn_flag"] });
      }
    }
  });
export type GenerateOtpRequest = z.infer<typeof generateOtpRequestSchema>;
export const generateOtpResponseSchema = z.object({ Message: z.string(), resend_timeout: z.number() });

/** The identifier (phone with its dialling code, or email) plus the code; validate, login, admin login. */
const otpCheckShape = {
  email_phn_flag: flagSchema,
  user_name: z.string({ error: "user_name (the phone or email) is required" }),
  country_code: dialCodeSchema,
  otp: otpSchema,
  user_type: userTypeSchema.default(USER_TYPE.user),
};
function refineIdentifier(
  body: { email_phn_flag: "P" | "E"; user_name: string; country_code: DialCode },
  ctx: z.RefinementCtx,
) {
  const problem = checkIdentifier(body.email_phn_flag, body.user_name, body.country_code);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["user_name"] });
}

/** shared/validateotp/: a registration or verification code. */
export const validateOtpRequestSchema = z.strictObject(otpCheckShape).superRefine(refineIdentifier);
export type ValidateOtpRequest = z.infer<typeof validateOtpRequestSchema>;
/** verification_token proves, for a short while, that this phone or email was verified. */
export const validateOtpResponseSchema = z.object({
  Message: z.string(),
  verification_token: z.string(),
});

export const loginRequestSchema = z.strictObject(otpCheckShape).superRefine(refineIdentifier);
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const userLoginResponseSchema = z.object({
  user_name: z.string(),
  email: z.string(),
  user_id: z.number().int(),
});
export type UserLoginDetails = z.infer<typeof userLoginResponseSchema>;
/**
 * A console login: who, the staff role they hold (issue 43 item 4) and, for a coordinator, the cities they
 * cover (named; an administrator's list is empty: every city).
 */
export const adminLoginResponseSchema = z.object({
  user_name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES).optional(),
  cities: z.array(z.object({ city_id: z.number().int(), city_name: z.string() })).optional(),
});
export type AdminLoginDetails = z.infer<typeof adminLoginResponseSchema>;

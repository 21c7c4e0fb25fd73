import {
  type ApiBody,
  checkEmail,
  checkPhoneFor,
  DEFAULT_COUNTRY_DIAL_CODE,
  DIAL_CODES,
  type DialCode,
  EMAIL_PHONE_FLAG,
  type LoginRequest,
  OTP_MESSAGES,
  phoneText,
  USER_TYPE,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

export type ContactFlag = (typeof EMAIL_PHONE_FLAG)[keyof typeof EMAIL_PHONE_FLAG];
export type LoginUserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The login form (spec §5): phone or email, each checked by the contract's rule for it. */
export const loginFormSchema = z
  .object({
    email_phn_flag: z.enum([EMAIL_PHONE_FLAG.phone, EMAIL_PHONE_FLAG.email]),
    country_code: z.enum(DIAL_CODES),
    phone: z.string(),
    email: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.email_phn_flag === EMAIL_PHONE_FLAG.phone) {
      const problem = checkPhoneFor(values.country_code, values.phone);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["phone"] });
    } else {
      const problem = checkEmail(values.email);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["email"] });
    }
  });
export type LoginFormValues = z.infer<typeof loginFormSchema>;
export const loginFormResolver = contractResolver(loginFormSchema);
export const EMPTY_LOGIN_FORM: LoginFormValues = {
  email_phn_flag: EMAIL_PHONE_FLAG.phone,
  country_code: DEFAULT_COUNTRY_DIAL_CODE,
  phone: "",
  email: "",
};

/** Who the code goes to, as chosen on the form. */
export interface LoginContact {
  flag: ContactFlag;
  /** The phone's national digits or the email, exactly as sent to the server. */
  value: string;
  /** The phone's dialling code (+91 for an email, where it means nothing). */
  dialCode: DialCode;
}

export function contactOf(values: LoginFormValues): LoginContact {
  return values.email_phn_flag === EMAIL_PHONE_FLAG.phone
    ? { flag: EMAIL_PHONE_FLAG.phone, value: values.phone, dialCode: values.country_code }
    : { flag: EMAIL_PHONE_FLAG.email, value: values.email.trim(), dialCode: DEFAULT_COUNTRY_DIAL_CODE };
}

export function toGenerateOtpRequest(contact: LoginContact, userType: LoginUserType): ApiBody<"generateOtp"> {
  return contact.flag === EMAIL_PHONE_FLAG.phone
    ? {
        email_phn_flag: contact.flag,
        phone: contact.value,
        country_code: contact.dialCode,
        login_flag: true,
        user_type: userType,
      }
    : { email_phn_flag: contact.flag, email: contact.value, login_flag: true, user_type: userType };
}

export function toLoginRequest(contact: LoginContact, otp: string, userType: LoginUserType): LoginRequest {
  return {
    email_phn_flag: contact.flag,
    user_name: contact.value,
    country_code: contact.dialCode,
    otp,
    user_type: userType,
  };
}

/** "+91 98300 12345" (an Indian number in two fives) or "+971 501234567" for a phone; the email as typed. */
export function describeContact(contact: LoginContact): string {
  return contact.flag === EMAIL_PHONE_FLAG.email ? contact.value : phoneText(contact.dialCode, contact.value);
}

/** Spec §8: a failed code request shows the server's message, else 'An error occurred. Please try again.' */
export function sendErrorMessage(error: unknown): string {
  const messages = (error as { messages?: unknown })?.messages;
  return Array.isArray(messages) && typeof messages[0] === "string" && messages[0]
    ? messages[0]
    : OTP_MESSAGES.requestFailed;
}

/** A refused login code: the server's message (e.g. 'Invalid otp. Please provide the correct otp.'). */
export function loginErrorMessage(error: unknown): string {
  const messages = (error as { messages?: unknown })?.messages;
  return Array.isArray(messages) && typeof messages[0] === "string" && messages[0]
    ? messages[0]
    : OTP_MESSAGES.invalid;
}

/** Who a login signs in: a member ("user"), an administrator, or a companion (issue 26). */
export type LoginKind = "user" | "admin" | "companion";

/** The user_type each login asks codes and sessions for. */
export const LOGIN_USER_TYPE: Record<LoginKind, LoginUserType> = {
  user: USER_TYPE.user,
  admin: USER_TYPE.admin,
  companion: USER_TYPE.companion,
};

/**
 * Where a successful login lands: the protected page the person asked for when it suits their kind
 * of account, else /user/profile (member), /admin/dashboard (admin) or /companion (companion).
 */
export function loginDestination(userKind: LoginKind, returnTo: string | null | undefined): string {
  const isAdminPath = (path: string) => /^\/admin(\/|$)/.test(path);
  const isCompanionPath = (path: string) => /^\/companion(\/|$|\?|#)/.test(path);
  if (userKind === "admin") return returnTo && isAdminPath(returnTo) ? returnTo : "/admin/dashboard";
  if (userKind === "companion") {
    return returnTo && isCompanionPath(returnTo) && !/^\/companion\/login/.test(returnTo)
      ? returnTo
      : "/companion";
  }
  return returnTo?.startsWith("/") && !isAdminPath(returnTo) && !isCompanionPath(returnTo)
    ? returnTo
    : "/user/profile";
}

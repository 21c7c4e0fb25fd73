import { OTP_LENGTH, OTP_LOGIN_TEXT, PROGRESS_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";

/**
 * The words of the login's phone steps (OtpLogin): English for the members' and the team's logins, the
 * companion's language in the companion's (decision 0092). The member's choice of phone or email and
 * the email field are only in English: a companion logs in with a phone only.
 */
export interface LoginWords {
  mobileNumber: string;
  sendCode: string;
  /** The toasts while a code is asked for, and once it is sent. */
  sendingCode: string;
  codeSent: string;
  back: string;
  /** "Enter the 6-digit OTP sent to {contact}". */
  codeSentTo: (contact: string) => string;
  /** The boxes' group, and each box. */
  codeLabel: string;
  digitLabel: (digit: number, of: number) => string;
  signingIn: string;
  resend: string;
  /** "Resend available in {countdown}". */
  resendIn: (countdown: string) => string;
  /** A message the steps show (a field's, or the server's refusal) in these words' language. */
  message: (english: string) => string;
}

export const ENGLISH_LOGIN_WORDS: LoginWords = {
  mobileNumber: OTP_LOGIN_TEXT.mobileNumber,
  sendCode: OTP_LOGIN_TEXT.sendCode,
  sendingCode: PROGRESS_MESSAGES.generatingOtp,
  codeSent: SUCCESS_MESSAGES.otpSent,
  back: OTP_LOGIN_TEXT.back,
  codeSentTo: (contact) => OTP_LOGIN_TEXT.codeSentTo(OTP_LENGTH, contact),
  codeLabel: OTP_LOGIN_TEXT.codeLabel,
  digitLabel: OTP_LOGIN_TEXT.digitLabel,
  signingIn: PROGRESS_MESSAGES.signingIn,
  resend: OTP_LOGIN_TEXT.resend,
  resendIn: OTP_LOGIN_TEXT.resendIn,
  message: (english) => english,
};

/** A sentence with a part shown as its own element ("… sent to <strong>+91 …</strong>"): before, after. */
const SLOT = "\u0000";
export function aroundSlot(sentence: (slot: string) => string): [string, string] {
  const [before = "", after = ""] = sentence(SLOT).split(SLOT);
  return [before, after];
}

import {
  type GenerateOtpRequest,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MESSAGES,
  OTP_RESEND_TIMEOUT_MINUTES,
  OTP_VALIDITY_MINUTES,
  USER_TYPE,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { DEFAULT_SMS_TEMPLATE, renderSmsTemplate } from "../../integrations/delivery/http-sms-sender.ts";
import { DeliveryError, type MessageSender } from "../../integrations/delivery/types.ts";
import { keyedHash, randomCode, randomToken, sameHash } from "../../lib/secrets.ts";
import { findUserByEmail, findUserByPhone } from "../members/users.repo.ts";
import { type Identifier, toIdentifier } from "./identifier.ts";
import * as repo from "./otp.repo.ts";
import type { OtpPurpose, OtpStore, Reservation } from "./otp-store.ts";

const MINUTE = 60_000;
const BRAND_NAME = "SeniorCare Relief";
/** How long a verification proof from shared/validateotp/ may be used (registration, enquiry). */
export const PROOF_VALIDITY_MINUTES = 30;

export interface OtpDeps {
  /** Accounts and verification proofs. */
  db: Db;
  /** Codes and send limits (PostgreSQL or Redis). */
  store: OtpStore;
  hashKey: string;
  senders: { sms: MessageSender; email: MessageSender };
  /** Seconds before another code may be sent to the same identifier (spec: 2 minutes). */
  resendSeconds: number;
  sendsPerHourPerIp: number;
  /** SMS wording with {code}, {minutes} and {brand} (providers register it as a DLT template). */
  smsTemplate?: string;
  now?: () => Date;
}

function purposeOf(body: GenerateOtpRequest): OtpPurpose {
  if (body.register_flag) return "register";
  if (body.login_flag) return "login";
  return "verify";
}

const noun = (id: Identifier) => (id.channel === "sms" ? "phone number" : "email address");

/** A refused send, as the user reads it (429). */
function refusal(reserved: Exclude<Reservation, { ok: true }>, id: Identifier): AppError {
  switch (reserved.refusal) {
    case "wait":
      return new AppError("BE009", `Please wait ${reserved.seconds} seconds before asking for a new OTP.`);
    case "identifier-limit":
      return new AppError(
        "BE009",
        `Too many OTPs were sent to this ${noun(id)}. Please try again in an hour.`,
      );
  }
}

const ADDRESS_LIMIT_MESSAGE = "Too many OTP requests from this network. Please try again later.";
const TOO_MANY_ATTEMPTS_MESSAGE = "Too many wrong attempts. Please request a new OTP.";

/** Codes: random, stored as a keyed hash, 10 minutes, single use, 5 tries, limited sends. */
export function createOtpService(deps: OtpDeps) {
  const now = deps.now ?? (() => new Date());
  const hash = (identifier: string, code: string) => keyedHash(deps.hashKey, `otp|${identifier}|${code}`);

  /** Who may receive a code for this purpose (spec: BE006 registered, BE005 unknown or not admin). */
  async function checkAccount(id: Identifier, purpose: OtpPurpose, userType: number) {
    if (purpose === "verify") return;
    const user =
      id.channel === "sms"
        ? await findUserByPhone(deps.db, id.lookup)
        : await findUserByEmail(deps.db, id.lookup);
    if (purpose === "register") {
      if (user) throw new AppError("BE006", `This ${noun(id)} is already registered. Please login instead.`);
      return;
    }
    if (!user)
      throw new AppError("BE005", `No account is registered with this ${noun(id)}. Please register first.`);
    if (userType === USER_TYPE.admin && user.userType !== USER_TYPE.admin) {
      throw new AppError("BE005", "This account is not an administrator. Please use the member login.");
    }
    if (userType === USER_TYPE.user && user.userType === USER_TYPE.admin) {
      throw new AppError("BE005", "This is an administrator account. Please use Login as Admin.");
    }
  }

  async function generate(body: GenerateOtpRequest, clientIp: string) {
    const id = toIdentifier(
      body.email_phn_flag,
      (body.email_phn_flag === "P" ? body.phone : body.email) ?? "",
      body.country_code,
    );
    const purpose = purposeOf(body);
    const at = now();
    // Spent before the account check, so asking about numbers that have no account costs the same.
    if (!(await deps.store.spendAddress(clientIp, at, deps.sendsPerHourPerIp))) {
      throw new AppError("BE009", ADDRESS_LIMIT_MESSAGE);
    }
    await checkAccount(id, purpose, body.user_type);

    const code = randomCode(OTP_LENGTH);
    const reserved = await deps.store.reserve(
      {
        identifier: id.value,
        channel: id.channel,
        purpose,
        userType: body.user_type,
        codeHash: hash(id.value, code),
        clientIp,
        at,
        expiresAt: new Date(at.getTime() + OTP_VALIDITY_MINUTES * MINUTE),
      },
      {
        resendSeconds: deps.resendSeconds,
        perIdentifierPerHour: OTP_MAX_SENDS_PER_HOUR,
      },
    );
    if (!reserved.ok) throw refusal(reserved, id);
    const codeId = reserved.codeId;

    const text = renderSmsTemplate(deps.smsTemplate ?? DEFAULT_SMS_TEMPLATE, {
      code,
      minutes: OTP_VALIDITY_MINUTES,
      brand: BRAND_NAME,
    });
    try {
      await deps.senders[id.channel].send({
        channel: id.channel,
        to: id.value,
        subject: `Your ${BRAND_NAME} verification code`,
        text,
      });
    } catch (error) {
      // An undelivered code must not stay usable, and must not hold back the next try.
      await deps.store.void(codeId, now());
      if (error instanceof DeliveryError) {
        throw new AppError(
          "SE002",
          id.channel === "sms"
            ? "We could not send the OTP by SMS just now. Please try again, or use your email."
            : "We could not send the OTP by email just now. Please try again, or use your phone.",
          [],
          { cause: error },
        );
      }
      throw error;
    }
    return { Message: OTP_MESSAGES.sent, resend_timeout: OTP_RESEND_TIMEOUT_MINUTES };
  }

  /**
   * Checks a code; consumes it on success. Wrong: BE007 (the 5th wrong try kills it). Missing/expired: BE008.
   * Each comparison is claimed before it is made, so a code is compared at most OTP_MAX_ATTEMPTS times
   * however many guesses arrive at once.
   */
  async function verify(id: Identifier, purposes: OtpPurpose[], userType: number, code: string) {
    const at = now();
    const claim = await deps.store.claimAttempt(id.value, purposes, userType, at, OTP_MAX_ATTEMPTS);
    if (claim.status === "none") throw new AppError("BE008");
    if (claim.status === "exhausted") {
      await deps.store.void(claim.id, at);
      throw new AppError("BE008", TOO_MANY_ATTEMPTS_MESSAGE);
    }
    if (!sameHash(claim.codeHash, hash(id.value, code))) {
      if (claim.attempt >= OTP_MAX_ATTEMPTS) {
        await deps.store.void(claim.id, at);
        throw new AppError("BE008", TOO_MANY_ATTEMPTS_MESSAGE);
      }
      throw new AppError("BE007", OTP_MESSAGES.invalid);
    }
    if (!(await deps.store.consume(claim.id, at))) throw new AppError("BE008");
  }

  /** shared/validateotp/: a correct registration or verification code earns a short-lived, single-use proof. */
  async function validateForProof(id: Identifier, userType: number, code: string) {
    await verify(id, ["register", "verify"], userType, code);
    const token = randomToken();
    const at = now();
    await repo.insertProof(deps.db, {
      tokenHash: keyedHash(deps.hashKey, `proof|${token}`),
      identifier: id.value,
      channel: id.channel,
      createdAt: at,
      expiresAt: new Date(at.getTime() + PROOF_VALIDITY_MINUTES * MINUTE),
    });
    return token;
  }

  /** Uses a proof once; it must be for exactly this identifier. Pass the transaction to undo on failure. */
  function useProof(db: Db, token: string, id: Identifier): Promise<boolean> {
    return repo.useProof(db, keyedHash(deps.hashKey, `proof|${token}`), id.value, now());
  }

  return { generate, verify, validateForProof, useProof };
}
export type OtpService = ReturnType<typeof createOtpService>;

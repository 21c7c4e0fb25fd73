import {
  type GenerateOtpRequest,
  loginOfUserType,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MESSAGES,
  OTP_RESEND_TIMEOUT_MINUTES,
  OTP_VALIDITY_MINUTES,
  type ValidateOtpRequest,
} from "@eldercare/contracts";
import type { AppConfig, Senders } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { DEFAULT_SMS_TEMPLATE, renderSmsTemplate } from "../../integrations/delivery/http-sms-sender.ts";
import { DeliveryError } from "../../integrations/delivery/types.ts";
import { BRAND_NAME } from "../../lib/brand.ts";
import { type Identifier, toIdentifier } from "../../lib/identifier.ts";
import { keyedHash, randomCode, randomToken, sameHash } from "../../lib/secrets.ts";
import * as repo from "./otp.repo.ts";
import type { OtpPurpose, OtpStore, Reservation } from "./otp-store.ts";
import type { AccountLookup, LoginGate } from "./ports.ts";

const MINUTE = 60_000;
/** How long a verification proof from shared/validateotp/ may be used (registration, enquiry). */
export const PROOF_VALIDITY_MINUTES = 30;

export interface OtpDeps {
  /** Verification proofs. */
  db: Db;
  /** Codes and send limits (PostgreSQL or Redis). */
  otpStore: OtpStore;
  /** Who has an account (the members module's). */
  accounts: AccountLookup;
  /** Whether a role's module lets one of its accounts log in now (a deactivated companion may not). */
  loginGate: LoginGate;
  /** Only active staff may log in to the console (the staff module's word). */
  staffAccess: LoginGate;
  senders: Senders;
  /**
   * OTP_RESEND_SECONDS: the wait before another code to the same identifier (spec: 2 minutes).
   * SMS_TEMPLATE: SMS wording with {code}, {minutes} and {brand} (providers register it as a DLT template).
   */
  config: Pick<AppConfig, "otpHashKey" | "OTP_RESEND_SECONDS" | "OTP_SENDS_PER_HOUR_PER_IP" | "SMS_TEMPLATE">;
  now: () => Date;
}

function purposeOf(body: GenerateOtpRequest): OtpPurpose {
  if (body.register_flag) return "register";
  if (body.login_flag) return "login";
  return "verify";
}

/** A refused send, as the user reads it (429). */
function refusal(reserved: Exclude<Reservation, { ok: true }>, id: Identifier): AppError {
  switch (reserved.refusal) {
    case "wait":
      return new AppError("BE009", OTP_MESSAGES.waitBeforeResend(reserved.seconds));
    case "identifier-limit":
      return new AppError("BE009", OTP_MESSAGES.tooManySends(id.channel));
  }
}

/** Codes: random, stored as a keyed hash, 10 minutes, single use, 5 tries, limited sends. */
export function createOtpService(deps: OtpDeps) {
  const { now, config } = deps;
  const hash = (identifier: string, code: string) =>
    keyedHash(config.otpHashKey, `otp|${identifier}|${code}`);

  /**
   * Whether a code for this purpose goes out (spec: BE006 registered, BE005 unknown). A login code asked
   * for a role the account does not hold is answered as sent and goes nowhere (decision 0049): the
   * answer says whether an account uses the phone or email, never whose role it is.
   */
  async function deliveryFor(
    id: Identifier,
    purpose: OtpPurpose,
    userType: number,
  ): Promise<"send" | "none"> {
    if (purpose === "verify") return "send";
    const user = await deps.accounts.find(id);
    if (purpose === "register") {
      if (user) throw new AppError("BE006", OTP_MESSAGES.alreadyRegistered(id.channel));
      return "send";
    }
    if (!user) throw new AppError("BE005", OTP_MESSAGES.notRegistered(id.channel));
    // A code logs in through one login: the account must be of that login (decisions 0034, 0074).
    const login = loginOfUserType(userType);
    if (login && loginOfUserType(user.userType) !== login) return "none";
    const refused = (await deps.loginGate.refusal(user)) ?? (await deps.staffAccess.refusal(user));
    if (refused) throw new AppError("BE005", refused);
    return "send";
  }

  /**
   * `silent`: kept and limited exactly like a sent code, answered the same, delivered nowhere (a family
   * invitation's code for a phone a staff account holds: decision 0066).
   */
  async function generate(body: GenerateOtpRequest, clientIp: string, options: { silent?: boolean } = {}) {
    const id = toIdentifier(
      body.email_phn_flag,
      (body.email_phn_flag === "P" ? body.phone : body.email) ?? "",
      body.country_code,
    );
    const purpose = purposeOf(body);
    const at = now();
    // Spent before the account check, so asking about numbers that have no account costs the same.
    if (!(await deps.otpStore.spendAddress(clientIp, at, config.OTP_SENDS_PER_HOUR_PER_IP))) {
      throw new AppError("BE009", OTP_MESSAGES.tooManyFromNetwork);
    }
    const delivery = options.silent ? "none" : await deliveryFor(id, purpose, body.user_type);

    // An unsent code is kept like a sent one (its resend wait, the hourly count, its 5 tries), so what
    // follows answers the same too; nobody knows it, so it never logs anyone in.
    const code = randomCode(OTP_LENGTH);
    const reserved = await deps.otpStore.reserve(
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
        resendSeconds: config.OTP_RESEND_SECONDS,
        perIdentifierPerHour: OTP_MAX_SENDS_PER_HOUR,
      },
    );
    if (!reserved.ok) throw refusal(reserved, id);
    const codeId = reserved.codeId;
    if (delivery === "none")
      return { Message: OTP_MESSAGES.sent, resend_timeout: OTP_RESEND_TIMEOUT_MINUTES };

    const text = renderSmsTemplate(config.SMS_TEMPLATE || DEFAULT_SMS_TEMPLATE, {
      code,
      minutes: OTP_VALIDITY_MINUTES,
      brand: BRAND_NAME,
    });
    try {
      await deps.senders[id.channel].send({
        channel: id.channel,
        to: id.value,
        subject: OTP_MESSAGES.emailSubject(BRAND_NAME),
        text,
      });
    } catch (error) {
      // An undelivered code must not stay usable, and must not hold back the next try.
      await deps.otpStore.void(codeId, now());
      if (error instanceof DeliveryError) {
        throw new AppError("SE002", OTP_MESSAGES.notDelivered(id.channel), [], { cause: error });
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
    const claim = await deps.otpStore.claimAttempt(id.value, purposes, userType, at, OTP_MAX_ATTEMPTS);
    if (claim.status === "none") throw new AppError("BE008");
    if (claim.status === "exhausted") {
      await deps.otpStore.void(claim.id, at);
      throw new AppError("BE008", OTP_MESSAGES.tooManyAttempts);
    }
    if (!sameHash(claim.codeHash, hash(id.value, code))) {
      if (claim.attempt >= OTP_MAX_ATTEMPTS) {
        await deps.otpStore.void(claim.id, at);
        throw new AppError("BE008", OTP_MESSAGES.tooManyAttempts);
      }
      throw new AppError("BE007", OTP_MESSAGES.invalid);
    }
    if (!(await deps.otpStore.consume(claim.id, at))) throw new AppError("BE008");
  }

  /** shared/validateotp/: a correct registration or verification code earns a short-lived, single-use proof. */
  async function validate(body: ValidateOtpRequest) {
    const id = toIdentifier(body.email_phn_flag, body.user_name, body.country_code);
    await verify(id, ["register", "verify"], body.user_type, body.otp);
    const token = randomToken();
    const at = now();
    await repo.insertProof(deps.db, {
      tokenHash: keyedHash(config.otpHashKey, `proof|${token}`),
      identifier: id.value,
      channel: id.channel,
      createdAt: at,
      expiresAt: new Date(at.getTime() + PROOF_VALIDITY_MINUTES * MINUTE),
    });
    return { Message: OTP_MESSAGES.verified, verification_token: token };
  }

  /** Uses a proof once; it must be for exactly this identifier. Pass the transaction to undo on failure. */
  function useProof(db: Db, token: string, id: Identifier): Promise<boolean> {
    return repo.useProof(db, keyedHash(config.otpHashKey, `proof|${token}`), id.value, now());
  }

  /**
   * Deletes the codes and proofs kept for these identifiers, inside the caller's transaction (erasure).
   * With Redis, its code records are left to expire (within the hour) on their own.
   */
  function forget(tx: Db, ids: Identifier[]): Promise<void> {
    return repo.deleteCodesAndProofs(
      tx,
      ids.map((id) => id.value),
    );
  }

  return { generate, verify, validate, useProof, forget };
}
export type OtpService = ReturnType<typeof createOtpService>;

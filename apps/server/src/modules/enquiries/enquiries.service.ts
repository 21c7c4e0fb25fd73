import {
  type CreateEnquiryRequest,
  callbackDueAt,
  ENQUIRY_MESSAGES,
  enquiryReference,
  VALIDATION_MESSAGES as M,
  toE164,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthSession } from "../../http/session-guard.ts";
import { toIdentifier } from "../../lib/identifier.ts";
import { keyedHash } from "../../lib/secrets.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as repo from "./enquiries.repo.ts";
import { enquiryEmail } from "./enquiry-email.ts";

const HOUR_MS = 60 * 60 * 1000;
/** A member's identical enquiry within this window is the same submission (a retry), not a new one. */
const MEMBER_RETRY_WINDOW_MS = 10 * 60 * 1000;

/** What the family is told: the reference to quote and, for a callback, when the team will call. */
function received(row: repo.EnquiryRow) {
  return {
    enquiry_id: row.id,
    reference: enquiryReference(row.id),
    callback_due_at: row.isCallback ? callbackDueAt(row.createdAt, row.preferredTime) : null,
    Message: ENQUIRY_MESSAGES.received,
  };
}

export interface EnquiriesDeps {
  db: Db;
  otp: OtpService;
  notifier: Notifier;
  /** A logged-in member's registered phone and email (their session proves both). */
  members: Pick<MemberDirectory, "contact">;
  /** SUPPORT_EMAIL: where the support team is told of new enquiries. */
  config: Pick<AppConfig, "otpHashKey" | "SUPPORT_EMAIL" | "ENQUIRIES_PER_HOUR_PER_IP">;
  now: () => Date;
}

/**
 * users/createenquiry/ (spec §3, §4; docs/decisions/0017-enquiries.md). The phone and the email must be
 * proven by code (single-use proofs from shared/validateotp/, or, for a logged-in member sending their
 * own registered phone and email, their session). The enquiry and the team's notification are written
 * in one transaction; a retried submit returns the enquiry it already made.
 */
export function createEnquiries(deps: EnquiriesDeps) {
  const { now, config } = deps;

  /**
   * What identifies this submission, so that a retry is recognised: a proof used (each is single use),
   * else the member, the content and a 10-minute window.
   */
  function submissionKey(body: CreateEnquiryRequest, member: AuthSession | null, at: Date): string {
    const proof = body.phone_verification_token ?? body.email_verification_token;
    if (proof) return keyedHash(config.otpHashKey, `enquiry|proof|${proof}`);
    const bucket = Math.floor(at.getTime() / MEMBER_RETRY_WINDOW_MS);
    const fingerprint = JSON.stringify([
      body.user_message,
      body.city_id,
      body.country_id,
      body.is_callback,
      body.preferred_time,
    ]);
    return keyedHash(config.otpHashKey, `enquiry|member|${member?.userId}|${bucket}|${fingerprint}`);
  }

  /**
   * Which contacts the caller's session proves: a logged-in member's own registered phone and
   * email, each on its own, so changing one means verifying only that one.
   */
  async function provenBySession(body: CreateEnquiryRequest, member: AuthSession | null) {
    if (member?.role !== "member") return { phone: false, email: false };
    const contacts = await deps.members.contact(deps.db, member.userId);
    return {
      phone: !body.phone_verification_token && contacts?.phone === toE164(body.country_code, body.phone),
      email: !body.email_verification_token && contacts?.email === body.email.trim().toLowerCase(),
    };
  }

  /**
   * A submission seen before: the same content is a retry and gets the same enquiry; different content
   * with the same (used) proofs would otherwise be dropped silently, so it is refused and the person
   * is asked to verify again.
   */
  function answerSeen(earlier: repo.EnquiryRow, body: CreateEnquiryRequest) {
    const same =
      earlier.userName === body.user_name &&
      earlier.dialCode === body.country_code &&
      earlier.phone === body.phone &&
      earlier.email === body.email.trim().toLowerCase() &&
      earlier.userMessage === body.user_message &&
      earlier.cityId === body.city_id &&
      earlier.countryId === body.country_id &&
      earlier.isCallback === body.is_callback &&
      earlier.preferredTime === (body.is_callback ? (body.preferred_time ?? null) : null);
    if (!same) throw new AppError("BE010", ENQUIRY_MESSAGES.alreadySent);
    return received(earlier);
  }

  async function create(
    body: CreateEnquiryRequest,
    context: { clientIp: string; member: AuthSession | null },
  ) {
    const at = now();
    const place = await repo.findPlace(deps.db, body.city_id, body.country_id);
    if (!place) throw new AppError("BE011", ENQUIRY_MESSAGES.cityNotInCountry);
    const bySession = await provenBySession(body, context.member);
    if (!bySession.phone && !body.phone_verification_token) throw new AppError("BE011", M.phoneOtpInvalid);
    if (!bySession.email && !body.email_verification_token) throw new AppError("BE011", M.emailOtpInvalid);

    const key = submissionKey(body, context.member, at);
    const earlier = await repo.findBySubmissionKey(deps.db, key);
    if (earlier) return answerSeen(earlier, body);

    const phone = toIdentifier("P", body.phone, body.country_code);
    const email = toIdentifier("E", body.email);
    let enquiry: repo.EnquiryRow;
    try {
      enquiry = await deps.db.transaction(async (tx) => {
        // Counted and written under the address's lock, so simultaneous submits cannot pass the limit together.
        await repo.lockAddress(tx, context.clientIp);
        const since = new Date(at.getTime() - HOUR_MS);
        if (
          (await repo.countFromAddressSince(tx, context.clientIp, since)) >= config.ENQUIRIES_PER_HOUR_PER_IP
        ) {
          throw new AppError("BE009", ENQUIRY_MESSAGES.limit);
        }
        // Used inside this transaction: a refused enquiry leaves the proofs usable for the next try.
        if (!bySession.phone && !(await deps.otp.useProof(tx, body.phone_verification_token ?? "", phone))) {
          throw new AppError("BE011", M.phoneOtpInvalid);
        }
        if (!bySession.email && !(await deps.otp.useProof(tx, body.email_verification_token ?? "", email))) {
          throw new AppError("BE011", M.emailOtpInvalid);
        }
        const row = await repo.insertEnquiry(tx, {
          userName: body.user_name,
          dialCode: body.country_code,
          phone: body.phone,
          email: email.value,
          userMessage: body.user_message,
          cityId: body.city_id,
          countryId: body.country_id,
          isCallback: body.is_callback,
          preferredTime: body.is_callback ? (body.preferred_time ?? null) : null,
          userId: context.member?.role === "member" ? context.member.userId : null,
          clientIp: context.clientIp,
          submissionKey: key,
          createdAt: at,
        });
        const message = enquiryEmail(row, place);
        await deps.notifier.enqueue(tx, {
          kind: "enquiry",
          refId: row.id,
          to: config.SUPPORT_EMAIL,
          ...message,
        });
        return row;
      });
    } catch (error) {
      // The same submission sent twice at once: the first made the enquiry (and used the proofs).
      const made = await repo.findBySubmissionKey(deps.db, key);
      if (made) return answerSeen(made, body);
      throw error;
    }
    deps.notifier.kick();
    return received(enquiry);
  }

  return { create };
}
export type Enquiries = ReturnType<typeof createEnquiries>;

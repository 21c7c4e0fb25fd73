import {
  type CreateEnquiryRequest,
  DEFAULT_COUNTRY_DIAL_CODE,
  VALIDATION_MESSAGES as M,
  USER_TYPE,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { keyedHash } from "../../lib/secrets.ts";
import { toIdentifier } from "../auth/identifier.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { AuthSession } from "../auth/sessions.ts";
import type { Notifier } from "../notifications/notifier.ts";
import * as repo from "./enquiries.repo.ts";
import { enquiryEmail } from "./enquiry-email.ts";

export const ENQUIRY_RECEIVED_MESSAGE =
  "Thank you for reaching out! We have received your enquiry and our care team will get in touch with you shortly.";
export const ENQUIRY_LIMIT_MESSAGE = "Too many enquiries from this network. Please try again later.";
export const CITY_NOT_IN_COUNTRY_MESSAGE = "Please choose a city in the selected country.";

const HOUR_MS = 60 * 60 * 1000;
/** A member's identical enquiry within this window is the same submission (a retry), not a new one. */
const MEMBER_RETRY_WINDOW_MS = 10 * 60 * 1000;

export interface EnquiriesDeps {
  db: Db;
  otp: OtpService;
  notifier: Notifier;
  hashKey: string;
  /** Where the support team is told of new enquiries. */
  supportEmail: string;
  perHourPerAddress: number;
  now?: () => Date;
}

/**
 * users/createenquiry/ (spec §3, §4; docs/decisions/0017-enquiries.md). The phone and the email must be
 * proven by code (single-use proofs from shared/validateotp/, or, for a logged-in member sending their
 * own registered phone and email, their session). The enquiry and the team's notification are written
 * in one transaction; a retried submit returns the enquiry it already made.
 */
export function createEnquiries(deps: EnquiriesDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * What identifies this submission, so that a retry is recognised: a proof used (each is single use),
   * else the member, the content and a 10-minute window.
   */
  function submissionKey(body: CreateEnquiryRequest, member: AuthSession | null, at: Date): string {
    const proof = body.phone_verification_token ?? body.email_verification_token;
    if (proof) return keyedHash(deps.hashKey, `enquiry|proof|${proof}`);
    const bucket = Math.floor(at.getTime() / MEMBER_RETRY_WINDOW_MS);
    const fingerprint = JSON.stringify([
      body.user_message,
      body.city_id,
      body.country_id,
      body.is_callback,
      body.preferred_time,
    ]);
    return keyedHash(deps.hashKey, `enquiry|member|${member?.userId}|${bucket}|${fingerprint}`);
  }

  /**
   * Which contacts the caller's session proves: a logged-in member's own registered phone (+91) and
   * email, each on its own, so changing one means verifying only that one.
   */
  async function provenBySession(body: CreateEnquiryRequest, member: AuthSession | null) {
    if (!member || member.userType !== USER_TYPE.user) return { phone: false, email: false };
    const contacts = await repo.findMemberContacts(deps.db, member.userId);
    return {
      phone:
        !body.phone_verification_token &&
        body.country_code === DEFAULT_COUNTRY_DIAL_CODE &&
        contacts?.phone === body.phone,
      email: !body.email_verification_token && contacts?.email === body.email.trim().toLowerCase(),
    };
  }

  async function create(
    body: CreateEnquiryRequest,
    context: { clientIp: string; member: AuthSession | null },
  ) {
    const at = now();
    const place = await repo.findPlace(deps.db, body.city_id, body.country_id);
    if (!place) throw new AppError("BE011", CITY_NOT_IN_COUNTRY_MESSAGE);
    const bySession = await provenBySession(body, context.member);
    if (!bySession.phone && !body.phone_verification_token) throw new AppError("BE011", M.phoneOtpInvalid);
    if (!bySession.email && !body.email_verification_token) throw new AppError("BE011", M.emailOtpInvalid);

    const key = submissionKey(body, context.member, at);
    const earlier = await repo.findBySubmissionKey(deps.db, key);
    if (earlier) return { enquiry_id: earlier.id, Message: ENQUIRY_RECEIVED_MESSAGE };
    if (
      (await repo.countFromAddressSince(deps.db, context.clientIp, new Date(at.getTime() - HOUR_MS))) >=
      deps.perHourPerAddress
    ) {
      throw new AppError("BE009", ENQUIRY_LIMIT_MESSAGE);
    }

    const phone = toIdentifier("P", body.phone, body.country_code);
    const email = toIdentifier("E", body.email);
    let enquiry: repo.EnquiryRow;
    try {
      enquiry = await deps.db.transaction(async (tx) => {
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
          userId: context.member?.userType === USER_TYPE.user ? context.member.userId : null,
          clientIp: context.clientIp,
          submissionKey: key,
          createdAt: at,
        });
        const message = enquiryEmail(row, place);
        await deps.notifier.enqueue(tx, {
          kind: "enquiry",
          refId: row.id,
          to: deps.supportEmail,
          ...message,
        });
        return row;
      });
    } catch (error) {
      // The same submission sent twice at once: the first made the enquiry (and used the proofs).
      const made = await repo.findBySubmissionKey(deps.db, key);
      if (made) return { enquiry_id: made.id, Message: ENQUIRY_RECEIVED_MESSAGE };
      throw error;
    }
    deps.notifier.kick();
    return { enquiry_id: enquiry.id, Message: ENQUIRY_RECEIVED_MESSAGE };
  }

  return { create };
}
export type Enquiries = ReturnType<typeof createEnquiries>;

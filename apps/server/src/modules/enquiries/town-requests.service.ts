import {
  ENQUIRY_MESSAGES,
  enquiryReference,
  splitE164,
  TOWN_REQUEST_MESSAGES,
  type TownRequest,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { keyedHash } from "../../lib/secrets.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as repo from "./enquiries.repo.ts";
import { enquiryEmail } from "./enquiry-email.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * users/requesttown/ (issue 25): "My town is not listed". The member's loved one lives in a town we do
 * not serve yet; the team receives it as an enquiry from the member (their registered phone and email,
 * the town and its state) through the outbox, like any other. The same town asked again by the same
 * member is the same enquiry; a client address sends at most ENQUIRIES_PER_HOUR_PER_IP enquiries an hour.
 */
export function createTownRequests(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  members: Pick<MemberDirectory, "contact">;
  config: Pick<AppConfig, "otpHashKey" | "SUPPORT_EMAIL" | "ENQUIRIES_PER_HOUR_PER_IP">;
}) {
  const { db, config } = deps;

  async function request(userId: number, body: TownRequest, clientIp: string) {
    const state = await repo.findIndianState(db, body.state_id);
    if (!state) throw new AppError("BE011", TOWN_REQUEST_MESSAGES.stateNotInIndia);
    const member = await deps.members.contact(db, userId);
    if (!member) throw new AppError("BE002");
    const town = body.town.replace(/\s+/g, " ");
    const answer = (row: repo.EnquiryRow) => ({
      enquiry_reference: enquiryReference(row.id),
      Message: TOWN_REQUEST_MESSAGES.noted(row.requestedTown ?? town, state.name),
    });
    const key = keyedHash(config.otpHashKey, `town|${userId}|${state.id}|${town.toLowerCase()}`);
    const earlier = await repo.findBySubmissionKey(db, key);
    if (earlier) return answer(earlier);

    const at = deps.now();
    let row: repo.EnquiryRow;
    try {
      row = await db.transaction(async (tx) => {
        await repo.lockAddress(tx, clientIp);
        if (
          (await repo.countFromAddressSince(tx, clientIp, new Date(at.getTime() - HOUR_MS))) >=
          config.ENQUIRIES_PER_HOUR_PER_IP
        ) {
          throw new AppError("BE009", ENQUIRY_MESSAGES.limit);
        }
        // Enquiries keep the dialling code and the national number apart.
        const { country_code: dialCode, phone } = splitE164(member.phone);
        const made = await repo.insertEnquiry(tx, {
          userName: member.name,
          dialCode,
          phone,
          email: member.email,
          userMessage: TOWN_REQUEST_MESSAGES.teamMessage(town, state.name),
          cityId: null,
          requestedTown: town,
          requestedStateId: state.id,
          countryId: state.countryId,
          isCallback: false,
          userId,
          clientIp,
          submissionKey: key,
          createdAt: at,
        });
        await deps.notifier.enqueue(tx, {
          kind: "enquiry",
          refId: made.id,
          to: config.SUPPORT_EMAIL,
          ...enquiryEmail(made, { city: TOWN_REQUEST_MESSAGES.place(town, state.name), country: "India" }),
        });
        return made;
      });
    } catch (error) {
      // The same request sent twice at once: the first made the enquiry.
      const made = await repo.findBySubmissionKey(db, key);
      if (made) return answer(made);
      throw error;
    }
    deps.notifier.kick();
    return answer(row);
  }

  return { request };
}
export type TownRequests = ReturnType<typeof createTownRequests>;

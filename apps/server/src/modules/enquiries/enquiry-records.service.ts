import type { Enquiry } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import * as repo from "./enquiries.repo.ts";
import { enquiryPlace } from "./enquiry-place.ts";

export type { EnquirySender } from "./enquiries.repo.ts";

/** A member's enquiries for their data export and their erasure (lent to the members module). */
export function createEnquiryRecords(deps: { db: Db }) {
  async function sentBy(who: repo.EnquirySender): Promise<Enquiry[]> {
    const rows = await repo.listSentBy(deps.db, who);
    return rows.map(({ row, countryName, ...place }) => ({
      enquiry_id: row.id,
      user_name: row.userName,
      phone: `${row.dialCode} ${row.phone}`,
      email: row.email,
      user_message: row.userMessage,
      city_name: enquiryPlace({ ...place, row }),
      country_name: countryName,
      is_callback: row.isCallback,
      preferred_time: row.preferredTime,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** Anonymises them inside the caller's transaction; returns their ids (their team emails go too). */
  function erase(tx: Db, who: repo.EnquirySender): Promise<number[]> {
    return repo.anonymiseSentBy(tx, who, {
      userName: ERASED_NAME,
      phone: "erased",
      email: "erased@invalid",
      userMessage: ERASED_TEXT,
      // The network address it came from is personal data too; the hourly limit no longer needs it.
      clientIp: "erased",
    });
  }

  return { sentBy, erase };
}
export type EnquiryRecords = ReturnType<typeof createEnquiryRecords>;

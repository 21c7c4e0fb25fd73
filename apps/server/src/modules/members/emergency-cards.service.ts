import {
  EMERGENCY_CARD_MESSAGES,
  type EmergencyCard,
  type FamilyRole,
  HEALTH_CONSENT,
  type SaveEmergencyCardRequest,
  toE164,
  type VisitEmergencyCard,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { checkInCodes } from "./check-in-codes.service.ts";
import * as repo from "./emergency-cards.repo.ts";
import { findLovedOne } from "./loved-ones.repo.ts";

/** The card's own fields, as the family wrote them (the companion's day view is exactly these). */
export function emergencyCardFields(card: repo.CardRow["card"]): VisitEmergencyCard {
  return {
    contacts: card.contacts,
    hospital_name: card.hospitalName,
    hospital_address: card.hospitalAddress,
    hospital_phone: card.hospitalPhone,
    allergies: card.allergies,
    medicines: card.medicines,
    emergency_notes: card.emergencyNotes,
  };
}

/**
 * The card as its reader may see it. Allergies and medicines go to the account holder (and, elsewhere,
 * the companion on the day) only: the consent says so, and a circle member reads the card without them
 * (issue 41, decision 0067).
 */
export function toEmergencyCard(row: repo.CardRow, reader: FamilyRole = "payer"): EmergencyCard {
  const { card } = row;
  const withheld = reader !== "payer";
  return {
    loved_one_id: card.lovedOneId,
    loved_one_name: row.lovedOneName,
    ...emergencyCardFields(card),
    ...(withheld ? { allergies: "", medicines: "" } : {}),
    health_consent:
      !withheld && card.healthConsentVersion && card.healthConsentAt
        ? { version: card.healthConsentVersion, accepted_at: card.healthConsentAt.toISOString() }
        : null,
    health_withheld: withheld,
    updated_at: card.updatedAt.toISOString(),
  };
}

/**
 * users/getemergencycard/ and users/saveemergencycard/ (issue 29, decision 0059). The card is written
 * whole under the loved one's share lock; allergies and medicines are kept only with consent, recorded
 * with the wording's version and the time it was given, and both cleared drop the consent too.
 */
export function createEmergencyCards(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const notFound = () => new AppError("BE004", EMERGENCY_CARD_MESSAGES.notFound);

  /**
   * The card as `reader` may see it (null: none written yet), and the loved one's check-in code to print
   * with it (decision 0093), made the first time it is asked for.
   */
  async function read(
    userId: number,
    lovedOneId: number,
    reader: FamilyRole,
  ): Promise<{ card: EmergencyCard | null; check_in_code: string }> {
    const row = await repo.findCard(db, userId, lovedOneId);
    // No card yet for their own loved one is an empty card; another member's is "not found".
    if (!row && !(await findLovedOne(db, userId, lovedOneId))) throw notFound();
    const code = await checkInCodes.printed(db, lovedOneId, deps.now());
    if (code === null) throw notFound();
    return { card: row ? toEmergencyCard(row, reader) : null, check_in_code: code };
  }

  async function save(userId: number, body: SaveEmergencyCardRequest) {
    const at = deps.now();
    const health = Boolean(body.allergies || body.medicines);
    await db.transaction(async (tx) => {
      if (!(await repo.lockOwnLovedOne(tx, userId, body.loved_one_id))) throw notFound();
      await repo.upsertCard(
        tx,
        body.loved_one_id,
        {
          // Kept in E.164 (decision 0068): shown and dialled with the country's code.
          contacts: body.contacts.map((c) => ({
            name: c.name,
            phone: toE164(c.country_code, c.phone),
            relation: c.relation,
          })),
          hospitalName: body.hospital_name,
          hospitalAddress: body.hospital_address,
          hospitalPhone: body.hospital_phone,
          allergies: body.allergies,
          medicines: body.medicines,
          healthConsentVersion: health ? HEALTH_CONSENT.version : null,
          healthConsentAt: health ? at : null,
          emergencyNotes: body.emergency_notes,
        },
        at,
      );
    });
    const saved = await repo.findCard(db, userId, body.loved_one_id);
    if (!saved) throw notFound();
    return { card: toEmergencyCard(saved), Message: EMERGENCY_CARD_MESSAGES.saved };
  }

  /** The member's cards (their data export). */
  const listFor = async (userId: number) =>
    (await repo.listMemberCards(db, userId)).map((row) => toEmergencyCard(row));

  return { read, save, listFor };
}
export type EmergencyCards = ReturnType<typeof createEmergencyCards>;

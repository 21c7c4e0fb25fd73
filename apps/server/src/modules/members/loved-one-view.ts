import { ageOn, indiaToday, type LovedOne } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { type LovedOneRow, listLovedOnes } from "./loved-ones.repo.ts";

/** A loved one as the member (and the console) sees them, their age on `today` (India). */
export function lovedOneView(r: LovedOneRow, today: string): LovedOne {
  const { row } = r;
  return {
    loved_one_id: row.id,
    full_name: row.fullName,
    relationship: row.relationship,
    date_of_birth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, today),
    gender: row.gender,
    address_line: row.addressLine,
    state_id: row.stateId,
    state_name: r.stateName,
    city_id: row.cityId,
    city_name: r.cityName,
    pincode: row.pincode,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    languages: row.languages,
    mobility: row.mobility,
    notes: row.notes,
  };
}

/** The member's loved ones as shown, in the order they were added. */
export async function listLovedOneViews(db: Db, userId: number, now: Date): Promise<LovedOne[]> {
  const today = indiaToday(now);
  return (await listLovedOnes(db, userId)).map((r) => lovedOneView(r, today));
}

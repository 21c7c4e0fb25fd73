import {
  bookingRuleMessage,
  checkDateOfBirth,
  indiaToday,
  LOVED_ONE_MESSAGES,
  LOVED_ONES_MAX,
  pincodeFitsState,
  pincodeNotInState,
  type SaveLovedOneRequest,
  toE164,
  USER_TYPE,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { listLovedOneViews, lovedOneView } from "./loved-one-view.ts";
import * as repo from "./loved-ones.repo.ts";
import { findPlace } from "./places.repo.ts";
import type { MemberVisits } from "./ports.ts";
import { lockMember } from "./users.repo.ts";

/** Care happens where we operate. */
const CARE_COUNTRY_CODE = "IN";

/** users/getlovedones/, users/savelovedone/, users/removelovedone/ (docs/decisions/0021). */
export function createLovedOnes(deps: { db: Db; now: () => Date; visits: MemberVisits }) {
  const { db } = deps;
  const list = (userId: number) => listLovedOneViews(db, userId, deps.now());

  /** The rules the contract cannot check alone: the age on the app's clock, and places in India. */
  async function checked(userId: number, body: SaveLovedOneRequest): Promise<repo.NewLovedOne> {
    // The contract checked against the parse-time date; the app's clock is the one the rules run on.
    const dobProblem = checkDateOfBirth(body.date_of_birth, indiaToday(deps.now()));
    if (dobProblem) throw new AppError("BE001", dobProblem);
    const place = await findPlace(db, { stateId: body.state_id, cityId: body.city_id });
    if (place?.countryCode !== CARE_COUNTRY_CODE)
      throw new AppError("BE011", LOVED_ONE_MESSAGES.placeMismatch);
    if (!pincodeFitsState(body.pincode, place.stateCode)) {
      throw new AppError("BE011", pincodeNotInState(place.stateName));
    }
    return {
      userId,
      fullName: body.full_name,
      relationship: body.relationship,
      dateOfBirth: body.date_of_birth,
      gender: body.gender,
      addressLine: body.address_line,
      stateId: body.state_id,
      cityId: body.city_id,
      pincode: body.pincode,
      contactName: body.contact_name,
      contactPhone: toE164(body.contact_country_code, body.contact_phone),
      languages: body.languages,
      mobility: body.mobility,
      notes: body.notes,
    };
  }

  /** Adds (under the member's row lock, so parallel adds cannot pass the limit) or replaces one. */
  async function save(userId: number, body: SaveLovedOneRequest) {
    const row = await checked(userId, body);
    const at = deps.now();
    const id = await db.transaction(async (tx) => {
      if (body.loved_one_id !== undefined) {
        if (!(await repo.updateLovedOne(tx, body.loved_one_id, row, at))) {
          throw new AppError("BE004", LOVED_ONE_MESSAGES.notFound);
        }
        return body.loved_one_id;
      }
      if (!(await lockMember(tx, userId, USER_TYPE.user))) throw new AppError("BE004");
      if ((await repo.countLovedOnes(tx, userId)) >= LOVED_ONES_MAX) {
        throw new AppError("BE010", LOVED_ONE_MESSAGES.limitReached);
      }
      return repo.insertLovedOne(tx, row, at);
    });
    const saved = await repo.findLovedOne(db, userId, id);
    if (!saved) throw new AppError("BE004", LOVED_ONE_MESSAGES.notFound);
    return { loved_one: lovedOneView(saved, indiaToday(deps.now())), Message: LOVED_ONE_MESSAGES.saved };
  }

  /**
   * Another member's loved one (or none) is "not found", and nothing changes. One with a visit still
   * going ahead is kept (409) until those visits are cancelled; past visits keep the name they were
   * booked under. The row is locked for the check and the delete (booking creation takes it for share).
   */
  async function remove(userId: number, lovedOneId: number) {
    await db.transaction(async (tx) => {
      const lovedOne = await repo.lockLovedOneForRemoval(tx, userId, lovedOneId);
      if (!lovedOne) throw new AppError("BE004", LOVED_ONE_MESSAGES.notFound);
      if (await deps.visits.hasUpcoming(tx, lovedOne.id, deps.now())) {
        throw new AppError("BE010", bookingRuleMessage.lovedOneHasVisits(lovedOne.fullName));
      }
      if (!(await repo.deleteLovedOne(tx, userId, lovedOne.id))) {
        throw new AppError("BE004", LOVED_ONE_MESSAGES.notFound);
      }
    });
    return { Message: LOVED_ONE_MESSAGES.removed };
  }

  return {
    list,
    save,
    remove,
    removeAll: (tx: Db, userId: number) => repo.deleteMemberLovedOnes(tx, userId),
  };
}
export type LovedOnes = ReturnType<typeof createLovedOnes>;

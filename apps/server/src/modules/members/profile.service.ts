import {
  checkPostalCode,
  type ErrorItem,
  VALIDATION_MESSAGES as M,
  type ModifyProfileRequest,
  PROFILE_MESSAGES,
  pincodeFitsState,
  pincodeNotInState,
  splitE164,
  USER_TYPE,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import { type Identifier, toIdentifier } from "../../lib/identifier.ts";
import type { OtpService } from "../auth/otp.service.ts";
import { findPlace } from "./places.repo.ts";
import type { MemberPlans } from "./ports.ts";
import { findProfile, type ProfileChange, updateProfile } from "./profile.repo.ts";
import { findUserByEmail, findUserByPhone } from "./users.repo.ts";

export interface ProfilesDeps {
  db: Db;
  otp: OtpService;
  plans: Pick<MemberPlans, "subscriptions">;
  now: () => Date;
}

/** users/getprofiledata/ and users/modifyprofiledata/ (docs/decisions/0021-loved-ones-and-privacy.md). */
export function createProfiles(deps: ProfilesDeps) {
  const { db } = deps;

  /** The member's own details, the ID number masked, with their paid plans. */
  async function get(userId: number) {
    const profile = await findProfile(db, userId, USER_TYPE.user);
    if (!profile) throw new AppError("BE004");
    return {
      ...profile,
      ...splitE164(profile.phone),
      id_type: profile.id_type ?? 0,
      id_no_masked: profile.id_no_masked ?? "",
      subscriptions: await deps.plans.subscriptions(userId),
    };
  }

  /** The address as columns, once its places belong together and the postal code fits the country. */
  async function addressChange(body: ModifyProfileRequest): Promise<ProfileChange> {
    const { address_line, country_id, state_id, city_id, pincode } = body;
    // The contract lets the address through whole or not at all.
    if (address_line === undefined || !country_id || !state_id || !city_id || pincode === undefined)
      return {};
    const place = await findPlace(db, { countryId: country_id, stateId: state_id, cityId: city_id });
    if (!place) throw new AppError("BE011", PROFILE_MESSAGES.placeMismatch);
    const postalProblem = checkPostalCode(pincode, place.countryCode);
    if (postalProblem) throw new AppError("BE011", postalProblem);
    if (!pincodeFitsState(pincode, place.stateCode)) {
      throw new AppError("BE011", pincodeNotInState(place.stateName));
    }
    return { addressLine: address_line, countryId: country_id, stateId: state_id, cityId: city_id, pincode };
  }

  /** Checked before the proofs are used, so a refused change leaves them usable (the index decides a race). */
  async function refuseTaken(userId: number, phone: Identifier | null, email: Identifier | null) {
    const phoneOwner = phone ? await findUserByPhone(db, phone.value) : null;
    if (phoneOwner && phoneOwner.id !== userId) throw new AppError("BE010", PROFILE_MESSAGES.phoneTaken);
    const emailOwner = email ? await findUserByEmail(db, email.value) : null;
    if (emailOwner && emailOwner.id !== userId) throw new AppError("BE010", PROFILE_MESSAGES.emailTaken);
  }

  /** Only the fields sent change, in one transaction; a new phone or email uses its proof inside it. */
  async function modify(body: ModifyProfileRequest) {
    // The dialling code (always present: +91 by default) belongs to the phone; alone it changes nothing.
    const { user_id: userId, country_code: _dialCode, ...fields } = body;
    if (Object.values(fields).every((v) => v === undefined)) {
      throw new AppError("BE011", PROFILE_MESSAGES.nothingToChange);
    }
    const current = await findProfile(db, userId, USER_TYPE.user);
    if (!current) throw new AppError("BE004");
    const phone = body.phone !== undefined ? toIdentifier("P", body.phone, body.country_code) : null;
    const email = body.email !== undefined ? toIdentifier("E", body.email) : null;
    // Sending the number or address already held changes nothing and needs no proof.
    const newPhone = phone && phone.value !== current.phone ? phone : null;
    const newEmail = email && email.value !== current.email ? email : null;
    const change: ProfileChange = {
      ...(body.user_name !== undefined ? { userName: body.user_name } : {}),
      ...(body.user_relation !== undefined ? { userRelation: body.user_relation } : {}),
      ...(await addressChange(body)),
      ...(newPhone ? { phone: newPhone.value } : {}),
      ...(newEmail ? { email: newEmail.value } : {}),
    };
    await refuseTaken(userId, newPhone, newEmail);

    try {
      await db.transaction(async (tx) => {
        const problems: ErrorItem[] = [];
        if (newPhone && !(await deps.otp.useProof(tx, body.phone_verification_token ?? "", newPhone))) {
          problems.push({ Code: "BE011", Message: M.phoneOtpInvalid });
        }
        if (newEmail && !(await deps.otp.useProof(tx, body.email_verification_token ?? "", newEmail))) {
          problems.push({ Code: "BE011", Message: M.emailOtpInvalid });
        }
        const [first, ...rest] = problems;
        if (first) throw new AppError("BE011", first.Message, rest);
        await updateProfile(tx, userId, change, deps.now());
      });
    } catch (error) {
      // Another account took the phone or email after the check: the unique index decides.
      const index = uniqueViolationOf(error);
      if (index === "users_phone_uq") throw new AppError("BE010", PROFILE_MESSAGES.phoneTaken);
      if (index === "users_email_uq") throw new AppError("BE010", PROFILE_MESSAGES.emailTaken);
      throw error;
    }
    return get(userId);
  }

  return { get, modify };
}
export type Profiles = ReturnType<typeof createProfiles>;

import {
  type AdminCompanion,
  type AdminCompanionDetail,
  type adminCompanionListRequestSchema,
  COMPANION_CHECK_FIELDS,
  COMPANION_CHECK_VALID_FIELDS,
  COMPANION_CHECKS,
  COMPANION_MESSAGES,
  type CompanionCheck,
  checkValidUntilDefault,
  DEFAULT_APP_LANGUAGE,
  DEFAULT_COUNTRY_DIAL_CODE,
  indiaToday,
  isAssignable,
  type modifyCompanionRequestSchema,
  pincodeFitsState,
  pincodeNotInState,
  type setCompanionAvailabilityRequestSchema,
  toE164,
  USER_TYPE,
  VISIT_REPORT_MESSAGES,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { changedFields } from "../../lib/audit-diff.ts";
import { pagedByAccount } from "../../lib/paged-by-account.ts";
import { reencodePhoto } from "../../lib/photos.ts";
import { takenContactMessage } from "../../lib/taken-contact.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { Accounts, CompanionAccountValues } from "../members/accounts.service.ts";
import type { AccountContact, MemberDirectory } from "../members/member-directory.service.ts";
import * as photos from "./companion-photos.repo.ts";
import * as repo from "./companions.repo.ts";
import type { CompanionAudit } from "./ports.ts";

type ListRequest = z.output<typeof adminCompanionListRequestSchema>;
type ModifyRequest = z.output<typeof modifyCompanionRequestSchema>;
type AvailabilityRequest = z.output<typeof setCompanionAvailabilityRequestSchema>;

/** Visits are made in India: the country a companion's city must be in. */
const CARE_COUNTRY_CODE = "IN";

function toAdminCompanion(row: repo.CompanionRow, contact: AccountContact | undefined): AdminCompanion {
  const shown = {
    companion_id: row.id,
    full_name: contact?.name ?? "",
    phone: contact?.phone ?? "",
    // An account without an email holds "" (the unique index leaves it out); the console shows none.
    email: contact?.email ? contact.email : null,
    languages: row.languages,
    service_kinds: row.serviceKinds,
    speciality_ids: row.specialityIds,
    state_id: row.stateId,
    state_name: row.stateName,
    city_id: row.cityId,
    city_name: row.cityName,
    pincodes: row.pincodes,
    identity_verified_on: row.identityVerifiedOn,
    police_verified_on: row.policeVerifiedOn,
    training_completed_on: row.trainingCompletedOn,
    identity_valid_until: row.identityValidUntil,
    police_valid_until: row.policeValidUntil,
    training_valid_until: row.trainingValidUntil,
    is_active: row.isActive,
    language: contact?.language ?? DEFAULT_APP_LANGUAGE,
    has_photo: row.hasPhoto,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return { ...shown, assignable: isAssignable({ ...shown, weekly_shifts: row.weekly.length }) };
}

/** What an audit row keeps of a companion: what the team set, not what follows from it. */
function snapshot(c: AdminCompanionDetail): Record<string, unknown> {
  const {
    created_at: _c,
    updated_at: _u,
    assignable: _a,
    has_photo: _p,
    state_name: _s,
    city_name: _n,
    weekly: _w,
    leave: _l,
    ...set
  } = c;
  const kept: Record<string, unknown> = set;
  // A valid-until date that is its check's usual term follows from the check's date: kept as null, so a
  // row names one only when the team set another (decision 0087), and a check's date changed or cleared
  // reads as that alone, as it did before valid-until dates.
  for (const check of COMPANION_CHECKS) {
    const field = COMPANION_CHECK_VALID_FIELDS[check];
    const until = c[field];
    const on = c[COMPANION_CHECK_FIELDS[check]];
    kept[field] = on && until && until !== checkValidUntilDefault(check, on) ? until : null;
  }
  return kept;
}

/**
 * The last day each check holds, as kept: the one given, else the usual term from the check's date
 * (decision 0087); none for a check not done (the contract refused a valid-until date without one).
 */
function validUntilOf(r: ModifyRequest, check: CompanionCheck): string | null {
  const on = r[COMPANION_CHECK_FIELDS[check]];
  if (on === null) return null;
  return r[COMPANION_CHECK_VALID_FIELDS[check]] ?? checkValidUntilDefault(check, on);
}

/** "1 weekly shift", "3 weekly shifts": the audit note's counts. */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The console's care team (issue 26): admin/getallcompanions/, admin/getcompanion/,
 * admin/modifycompanion/ and admin/setcompanionavailability/. A companion's account (name, phone, email)
 * is made and changed through the members module in the same transaction as the companion's row and the
 * audit row; a phone or email another account holds is refused by the unique indexes, also when two
 * saves arrive at once. Changes to one companion queue on their row lock.
 *
 * Every call takes the caller's cities (issue 43 item 4; null: every city): a coordinator reaches the
 * companions of their cities only, one elsewhere being missing (404), and may keep a companion only in
 * one of their cities (422), whether adding them or moving them.
 */
export function createCompanionAdmin(deps: {
  db: Db;
  now: () => Date;
  accounts: Pick<Accounts, "createCompanion" | "updateCompanion">;
  members: Pick<MemberDirectory, "contact" | "contactsPage" | "idsMatching">;
  sessions: Pick<Sessions, "revokeAll">;
  audit: CompanionAudit;
}) {
  const { db, now, accounts, members, audit } = deps;

  async function list(r: ListRequest, cities: CityScope) {
    const search = r.search_string.trim();
    // Name, phone and email are the accounts': the members directory says which match (decision 0034).
    const userIds = search === "" ? null : await members.idsMatching(db, search);
    const matched = await repo.matchingCompanions(db, {
      userIds,
      pincode: /^\d{6}$/.test(search) ? search : null,
      cityId: r.city_id,
      isActive: r.is_active,
      assignable: r.assignable,
      cities,
    });
    // Ordered by the account's name, then id, and paged where the names are (decision 0034's directory).
    const items = await pagedByAccount(
      matched,
      {
        accountsPage: (userIds) =>
          members.contactsPage(db, USER_TYPE.companion, userIds, {
            offset: r.page_index * r.page_size,
            limit: r.page_size,
          }),
        rowsByIds: (ids) => repo.companionsByIds(db, ids),
      },
      (row, contact) => toAdminCompanion(row, contact),
    );
    return { items, total_count: matched.length, page_index: r.page_index, page_size: r.page_size };
  }

  /**
   * One companion with their weekly pattern and leave, read with `tx` (inside a change: as changed); null
   * for none, and for one outside `cities`.
   */
  async function detailIn(tx: Db, id: number, cities: CityScope): Promise<AdminCompanionDetail | null> {
    const row = await repo.companionById(tx, id, cities);
    if (!row) return null;
    const contact = await members.contact(tx, row.userId);
    const leave = await repo.leaveOf(tx, id);
    return { ...toAdminCompanion(row, contact ?? undefined), weekly: row.weekly, leave };
  }

  async function detail(id: number, cities: CityScope): Promise<AdminCompanionDetail> {
    const found = await detailIn(db, id, cities);
    if (!found) throw new AppError("BE004", COMPANION_MESSAGES.notFound);
    return found;
  }

  /** The rules the contract cannot check alone: places and specialities, and the checks' dates today. */
  async function checked(r: ModifyRequest) {
    const place = await repo.findPlace(db, r.state_id, r.city_id);
    if (!place) throw new AppError("BE011", COMPANION_MESSAGES.cityNotInState);
    if (place.countryCode !== CARE_COUNTRY_CODE)
      throw new AppError("BE011", COMPANION_MESSAGES.placeNotInIndia);
    if (r.pincodes.some((p) => !pincodeFitsState(p, place.stateCode))) {
      throw new AppError("BE011", pincodeNotInState(place.stateName));
    }
    const specialityIds = [...new Set(r.speciality_ids)];
    const known = await repo.knownSpecialityIds(db, specialityIds);
    if (specialityIds.some((id) => !known.has(id))) {
      throw new AppError("BE011", COMPANION_MESSAGES.specialityUnknown);
    }
    // The contract checked the dates are real; the app's clock says whether they have happened.
    const today = indiaToday(now());
    for (const check of COMPANION_CHECKS) {
      const on = r[COMPANION_CHECK_FIELDS[check]];
      if (on !== null && on > today) throw new AppError("BE001", COMPANION_MESSAGES.checkDateInvalid);
    }
    const account: CompanionAccountValues = {
      userName: r.full_name.trim(),
      phone: toE164(DEFAULT_COUNTRY_DIAL_CODE, r.phone.trim()),
      email: r.email ?? "",
      language: r.language,
    };
    const values: repo.CompanionValues = {
      languages: r.languages,
      serviceKinds: r.service_kinds,
      specialityIds,
      stateId: r.state_id,
      cityId: r.city_id,
      pincodes: r.pincodes,
      identityVerifiedOn: r.identity_verified_on,
      policeVerifiedOn: r.police_verified_on,
      trainingCompletedOn: r.training_completed_on,
      identityValidUntil: validUntilOf(r, "identity"),
      policeValidUntil: validUntilOf(r, "police"),
      trainingValidUntil: validUntilOf(r, "training"),
      isActive: r.is_active,
    };
    return { account, values };
  }

  /** Runs a change; a phone or email held by another account is the unique index's verdict. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const taken = takenContactMessage(error, COMPANION_MESSAGES);
      throw taken === null ? error : new AppError("BE010", taken);
    }
  }

  /** A companion already found (and locked) in this transaction, as shown. */
  async function shownIn(tx: Db, id: number): Promise<AdminCompanionDetail> {
    const shown = await detailIn(tx, id, null);
    if (!shown) throw new Error(`companion ${id} vanished inside its own transaction`);
    return shown;
  }

  /** A coordinator keeps companions in their own cities only: the city a save puts one in must be one. */
  function mayKeepIn(cities: CityScope, cityId: number) {
    if (cities !== null && !cities.includes(cityId)) {
      throw new AppError("BE011", COMPANION_MESSAGES.outsideCities);
    }
  }

  async function create(adminId: number, r: ModifyRequest, cities: CityScope) {
    mayKeepIn(cities, r.city_id);
    const { account, values } = await checked(r);
    const at = now();
    return writing(() =>
      db.transaction(async (tx) => {
        const userId = await accounts.createCompanion(tx, account, at);
        const id = await repo.insertCompanion(tx, userId, values, at);
        const created = await shownIn(tx, id);
        await audit.record(tx, {
          adminId,
          action: "companion.create",
          targetType: "companion",
          targetId: id,
          before: null,
          after: snapshot(created),
          at,
        });
        return created;
      }),
    );
  }

  async function update(adminId: number, companionId: number, r: ModifyRequest, cities: CityScope) {
    const { account, values } = await checked(r);
    const at = now();
    return writing(() =>
      db.transaction(async (tx) => {
        const locked = await repo.lockCompanion(tx, companionId, cities);
        if (!locked) throw new AppError("BE004", COMPANION_MESSAGES.notFound);
        mayKeepIn(cities, values.cityId);
        const before = await shownIn(tx, locked.id);
        await accounts.updateCompanion(tx, locked.userId, account, at);
        await repo.updateCompanion(tx, locked.id, values, at);
        // Deactivated: their phone's session ends now, not when it would have expired.
        if (before.is_active && !values.isActive) await deps.sessions.revokeAll(tx, locked.userId);
        const after = await shownIn(tx, locked.id);
        const diff = changedFields(snapshot(before), snapshot(after));
        await audit.record(tx, {
          adminId,
          action: "companion.update",
          targetType: "companion",
          targetId: locked.id,
          before: diff.before,
          after: diff.after,
          note: diff.note,
          at,
        });
        return after;
      }),
    );
  }

  async function modify(adminId: number, r: ModifyRequest, cities: CityScope) {
    const companion =
      r.companion_id === undefined
        ? await create(adminId, r, cities)
        : await update(adminId, r.companion_id, r, cities);
    return { companion, Message: COMPANION_MESSAGES.saved };
  }

  /** Replaces the weekly pattern and the leave together, under the companion's row lock; audited. */
  async function setAvailability(adminId: number, r: AvailabilityRequest, cities: CityScope) {
    const weekly = [...r.weekly].sort((a, b) => a.weekday - b.weekday || a.shift_type - b.shift_type);
    const leave = [...r.leave].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
    const at = now();
    const companion = await db.transaction(async (tx) => {
      const locked = await repo.lockCompanion(tx, r.companion_id, cities);
      if (!locked) throw new AppError("BE004", COMPANION_MESSAGES.notFound);
      const before = await shownIn(tx, locked.id);
      await repo.replaceAvailability(tx, locked.id, weekly, leave, at);
      const after = await shownIn(tx, locked.id);
      await audit.record(tx, {
        adminId,
        action: "companion.availability",
        targetType: "companion",
        targetId: locked.id,
        before: { weekly: before.weekly, leave: before.leave },
        after: { weekly: after.weekly, leave: after.leave },
        note: `${counted(after.weekly.length, "weekly shift", "weekly shifts")}, ${counted(after.leave.length, "period of leave", "periods of leave")}`,
        at,
      });
      return after;
    });
    return { companion, Message: COMPANION_MESSAGES.availabilitySaved };
  }

  /**
   * admin/uploadcompanionphoto/: a companion's photo, checked by its content and re-encoded without its
   * metadata (lib/photos.ts); a new one replaces the old. Kept with its audit row, under the companion's
   * row lock; nothing is kept when it is refused.
   */
  async function setPhoto(adminId: number, companionId: number, file: Buffer, cities: CityScope) {
    if (!(await repo.companionExists(db, companionId, cities))) {
      throw new AppError("BE004", COMPANION_MESSAGES.notFound);
    }
    const kept = await reencodePhoto(file);
    if (!kept.ok) throw new AppError("BE001", kept.message);
    const at = now();
    await db.transaction(async (tx) => {
      const locked = await repo.lockCompanion(tx, companionId, cities);
      if (!locked) throw new AppError("BE004", COMPANION_MESSAGES.notFound);
      const had = await photos.findPhoto(tx, locked.id);
      await photos.savePhoto(tx, locked.id, kept.photo, at);
      await audit.record(tx, {
        adminId,
        action: "companion.photo",
        targetType: "companion",
        targetId: locked.id,
        before: { has_photo: had !== null, bytes: had?.bytes ?? null },
        after: { has_photo: true, bytes: kept.photo.length },
        note: had ? "Photo replaced" : "Photo added",
        at,
      });
    });
    return { bytes: kept.photo.length, Message: VISIT_REPORT_MESSAGES.companionPhotoSaved };
  }

  return { list, detail, modify, setAvailability, setPhoto };
}
export type CompanionAdmin = ReturnType<typeof createCompanionAdmin>;

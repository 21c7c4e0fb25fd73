import {
  DEFAULT_COUNTRY_DIAL_CODE,
  type modifyStaffRequestSchema,
  STAFF_MESSAGES,
  type StaffMember,
  type staffListRequestSchema,
  toE164,
  USER_TYPE,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { changedFields } from "../../lib/audit-diff.ts";
import { pagedByAccount } from "../../lib/paged-by-account.ts";
import { takenContactMessage } from "../../lib/taken-contact.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { Accounts, CompanionAccountValues } from "../members/accounts.service.ts";
import type { AccountContact, MemberDirectory } from "../members/member-directory.service.ts";
import type { StaffAudit } from "./ports.ts";
import * as repo from "./staff.repo.ts";

type ListRequest = z.output<typeof staffListRequestSchema>;
type ModifyRequest = z.output<typeof modifyStaffRequestSchema>;

function toStaffMember(row: repo.StaffRow, contact: AccountContact | undefined): StaffMember {
  return {
    staff_id: row.id,
    full_name: contact?.name ?? "",
    phone: contact?.phone ?? "",
    email: contact?.email ?? "",
    role: row.role,
    cities: row.cities.map((c) => ({ city_id: c.cityId, city_name: c.cityName })),
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of a member of staff: what the administrator set. */
function snapshot(s: StaffMember): Record<string, unknown> {
  return {
    full_name: s.full_name,
    phone: s.phone,
    email: s.email,
    role: s.role,
    cities: s.cities.map((c) => c.city_name),
    is_active: s.is_active,
  };
}

/**
 * The console's staff (issue 43 item 4, decision 0076): admin/getallstaff/ and admin/modifystaff/, for
 * administrators alone. A member of staff's account (name, phone, email) is made and changed through the
 * members module in the same transaction as the staff row, its cities and the audit row; a phone or email
 * another account holds is refused by the unique indexes, also when several saves arrive at once.
 * Deactivating someone ends their sessions in that transaction; their next call is refused.
 */
export function createStaffAdmin(deps: {
  db: Db;
  now: () => Date;
  accounts: Pick<Accounts, "createStaff" | "updateStaff">;
  members: Pick<MemberDirectory, "contact" | "contactsPage" | "idsMatching">;
  sessions: Pick<Sessions, "revokeAll">;
  audit: StaffAudit;
}) {
  const { db, now, accounts, members, audit } = deps;

  async function list(r: ListRequest) {
    const search = r.search_string.trim();
    const userIds = search === "" ? null : await members.idsMatching(db, search);
    const matched = await repo.matchingStaff(db, {
      userIds,
      role: r.role ?? null,
      isActive: r.is_active ?? null,
    });
    // Ordered by the account's name, then id, and paged where the names are (as the care team's list).
    const items = await pagedByAccount(
      matched,
      {
        accountsPage: (userIds) =>
          members.contactsPage(db, USER_TYPE.admin, userIds, {
            offset: r.page_index * r.page_size,
            limit: r.page_size,
          }),
        rowsByIds: (ids) => repo.staffByIds(db, ids),
      },
      (row, contact) => toStaffMember(row, contact),
    );
    return { items, total_count: matched.length, page_index: r.page_index, page_size: r.page_size };
  }

  async function shownIn(tx: Db, id: number): Promise<StaffMember> {
    const [row] = await repo.staffByIds(tx, [id]);
    if (!row) throw new Error(`staff ${id} vanished inside its own transaction`);
    return toStaffMember(row, (await members.contact(tx, row.userId)) ?? undefined);
  }

  /** The rules the contract cannot check alone: the cities exist. */
  async function checked(r: ModifyRequest) {
    const known = await repo.knownCityIds(db, r.city_ids);
    if (r.city_ids.some((id) => !known.has(id))) throw new AppError("BE011", STAFF_MESSAGES.cityUnknown);
    const account: CompanionAccountValues = {
      userName: r.full_name.trim(),
      phone: toE164(DEFAULT_COUNTRY_DIAL_CODE, r.phone.trim()),
      email: r.email,
    };
    return { account, values: { role: r.role, isActive: r.is_active }, cityIds: r.city_ids };
  }

  /** Runs a change; a phone or email held by another account is the unique index's verdict. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const taken = takenContactMessage(error, STAFF_MESSAGES);
      throw taken === null ? error : new AppError("BE010", taken);
    }
  }

  async function create(adminId: number, r: ModifyRequest) {
    const { account, values, cityIds } = await checked(r);
    const at = now();
    return writing(() =>
      db.transaction(async (tx) => {
        const userId = await accounts.createStaff(tx, account, at);
        const id = await repo.insertStaff(tx, { userId, ...values }, at);
        await repo.replaceCities(tx, id, cityIds);
        const created = await shownIn(tx, id);
        await audit.record(tx, {
          adminId,
          action: "staff.create",
          targetType: "staff",
          targetId: id,
          before: null,
          after: snapshot(created),
          at,
        });
        return created;
      }),
    );
  }

  async function update(adminId: number, staffId: number, r: ModifyRequest) {
    const { account, values, cityIds } = await checked(r);
    const at = now();
    return writing(() =>
      db.transaction(async (tx) => {
        const locked = await repo.lockStaff(tx, staffId);
        if (!locked) throw new AppError("BE004", STAFF_MESSAGES.notFound);
        // Nobody locks themselves out: the console always keeps the administrator making the change.
        if (locked.userId === adminId && (values.role !== "admin" || !values.isActive))
          throw new AppError("BE001", STAFF_MESSAGES.notYourself);
        const before = await shownIn(tx, locked.id);
        await accounts.updateStaff(tx, locked.userId, account, at);
        await repo.updateStaff(tx, locked.id, values, at);
        await repo.replaceCities(tx, locked.id, cityIds);
        // Deactivated: every session of theirs ends now, not when it would have expired.
        if (locked.isActive && !values.isActive) await deps.sessions.revokeAll(tx, locked.userId);
        const after = await shownIn(tx, locked.id);
        const diff = changedFields(snapshot(before), snapshot(after));
        await audit.record(tx, {
          adminId,
          action: "staff.update",
          targetType: "staff",
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

  async function modify(adminId: number, r: ModifyRequest) {
    const staff = r.staff_id === undefined ? await create(adminId, r) : await update(adminId, r.staff_id, r);
    return { staff, Message: STAFF_MESSAGES.saved };
  }

  return { list, modify };
}
export type StaffAdmin = ReturnType<typeof createStaffAdmin>;

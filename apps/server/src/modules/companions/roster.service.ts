import type { ServiceKind } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as repo from "./roster.repo.ts";

/**
 * The roster lent to the bookings module (it fits that module's `Roster` port, decisions 0034 and 0044):
 * who could make a visit, and how a companion is shown. Names and phones are their accounts', read through
 * the members directory.
 */
export function createRoster(deps: { members: Pick<MemberDirectory, "contacts"> }) {
  return {
    async eligible(
      db: Db,
      {
        area,
        kind,
        from,
        to,
      }: { area: { cityId: number; pincode: string }; kind: ServiceKind; from: string; to: string },
    ) {
      const rows = await repo.eligibleCompanions(db, area.cityId, area.pincode, kind);
      const leave = await repo.leaveBetween(
        db,
        rows.map((r) => r.id),
        from,
        to,
      );
      return rows.map((r) => ({
        id: r.id,
        languages: r.languages,
        weekly: new Set(r.weekly.map((w) => `${w.weekday}:${w.shift_type}`)),
        leave: leave.filter((l) => l.companionId === r.id).map((l) => ({ from: l.from, to: l.to })),
      }));
    },
    async profiles(db: Db, ids: readonly number[]) {
      const rows = await repo.companionsByIds(db, [...new Set(ids)]);
      const contacts = await deps.members.contacts(
        db,
        rows.map((r) => r.userId),
      );
      return new Map(
        rows.map((r) => {
          const contact = contacts.get(r.userId);
          return [
            r.id,
            {
              id: r.id,
              fullName: contact?.name ?? "",
              phone: contact?.phone ?? "",
              languages: r.languages,
              identityVerifiedOn: r.identityVerifiedOn,
              policeVerifiedOn: r.policeVerifiedOn,
              trainingCompletedOn: r.trainingCompletedOn,
              hasPhoto: r.hasPhoto,
            },
          ] as const;
        }),
      );
    },
  };
}

import {
  type Action,
  type FamilyRole,
  PERMISSIONS,
  type PermissionTable,
  refusalOf,
} from "@eldercare/contracts";
import { roleOf, type Session, useSession } from "./session.tsx";

/*
 * What the web shows or hides, from the permission table the server's guard reads (decision 0074):
 * a page offers only what the server would allow. Dependency-free like the table itself, so the header's
 * menus on a public page can ask it.
 */

/** As what a session acts for its family: the payer on one's own account, or a circle member's role. */
export function familyRoleOf(session: Session): FamilyRole {
  return session.kind === "member" ? (session.member.family?.role ?? "payer") : "payer";
}

/**
 * Why this session may not do `action`: `"role"` (its role does not hold it; a visitor holds nothing),
 * the least family role it needs, or null when it may.
 */
export function refusalFor(
  session: Session,
  action: Action,
  table: PermissionTable = PERMISSIONS,
): "role" | FamilyRole | null {
  const role = roleOf(session);
  return role === null ? "role" : refusalOf({ role, familyRole: familyRoleOf(session) }, action, table);
}

/** Whether this session may do `action` (a viewer may not book; an administrator may read the audit log). */
export function can(session: Session, action: Action, table: PermissionTable = PERMISSIONS): boolean {
  return refusalFor(session, action, table) === null;
}

/** can for the signed-in session. */
export function useCan(action: Action): boolean {
  return can(useSession().session, action);
}

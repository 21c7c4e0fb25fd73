import { USER_TYPE } from "./constants.ts";

/**
 * Who a session acts as (docs/decisions/0034). A route declares the role it serves, and one guard on
 * the server (and one on the web) compares it with the caller's. A role is data: its `user_type` code
 * (spec §3: 1 user, 2 admin; the care team's companion is 3, issue 26) here, its session's lifetime in the
 * server's configuration.
 */
export const ROLES = ["member", "admin", "companion"] as const;
export type Role = (typeof ROLES)[number];

/** The `user_type` each role's accounts, codes and sessions carry. */
export const ROLE_USER_TYPE: Readonly<Record<Role, number>> = {
  member: USER_TYPE.user,
  admin: USER_TYPE.admin,
  companion: USER_TYPE.companion,
};

/** The role of an account or session of this `user_type`; null for a code no role has. */
export function roleOfUserType(userType: number): Role | null {
  return ROLES.find((role) => ROLE_USER_TYPE[role] === userType) ?? null;
}

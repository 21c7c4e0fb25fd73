import { USER_TYPE } from "./constants.ts";
import { type Login, PERMISSIONS } from "./permissions.ts";

/**
 * Who a session acts as (docs/decisions/0034, 0074). A role is a row of the permission table
 * (permissions.ts): the login it signs in through and the actions it holds, each with a scope. Each login
 * has its `user_type` code (spec §3: 1 user, 2 admin; the care team's companion is 3, issue 26) here, its
 * session's lifetime in the server's configuration.
 */
export type Role = keyof typeof PERMISSIONS;
export const ROLES = Object.keys(PERMISSIONS) as Role[];

/** The `user_type` each login's accounts, codes and sessions carry. */
export const LOGIN_USER_TYPE: Readonly<Record<Login, number>> = {
  member: USER_TYPE.user,
  admin: USER_TYPE.admin,
  companion: USER_TYPE.companion,
};

/** The `user_type` each role's accounts, codes and sessions carry: its login's. */
export const ROLE_USER_TYPE = Object.fromEntries(
  ROLES.map((role) => [role, LOGIN_USER_TYPE[PERMISSIONS[role].login]]),
) as Readonly<Record<Role, number>>;

/** The login of an account or session of this `user_type`; null for a code no login has. */
export function loginOfUserType(userType: number): Login | null {
  return (Object.keys(LOGIN_USER_TYPE) as Login[]).find((l) => LOGIN_USER_TYPE[l] === userType) ?? null;
}

/**
 * The role of an account or session of this `user_type` (the first role signing in through its login);
 * null for a code no role has.
 */
export function roleOfUserType(userType: number): Role | null {
  return ROLES.find((role) => ROLE_USER_TYPE[role] === userType) ?? null;
}

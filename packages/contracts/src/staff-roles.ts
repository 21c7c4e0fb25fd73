import type { Role } from "./roles.ts";

/*
 * The roles of the console's staff (issue 43 item 4, decision 0076). Dependency-free, like the permission
 * table: the console's header reads the labels.
 */

/** The roles a member of staff may hold: those of the permission table that sign in through the admin login. */
export const STAFF_ROLES = ["admin", "coordinator"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  coordinator: "City coordinator",
};

/** Whether a role name is a staff role. */
export const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

import { FAMILY_ROLES, type FamilyRole, familyRoleAllows } from "./family-roles.ts";

/*
 * Permissions as data (issue 43, decision 0074). Each route of the API declares the ACTION it lets one do
 * (routes.ts); PERMISSIONS says, for each role, the actions it holds and the scope it holds each with. The
 * server's one guard and the web's `can` read this same table, and nothing else: a new role is a row here
 * (and the migration that gives accounts or staff that role), never a branch in a guard or a page.
 * Dependency-free, like roles and family roles: public pages read it (docs/decisions/0064).
 */

/**
 * What one may do, each named for what it lets one do; every protected route declares exactly one
 * (routes.ts). Comments, not strings: public pages carry this list (decision 0064).
 */
export const ACTIONS = [
  // A member, for their own account or a family they act for (decision 0063).
  /** The family's care: plans and visits left, bookings, reports and photos, loved ones, the emergency card, the profile. */
  "readCare",
  /** One's own session and message choices, which family to act for, the circle one belongs to. */
  "keepOwnSettings",
  /** Book, cancel and ask to move visits; rate a visit; report an incident. */
  "changeVisits",
  /** Change the profile, loved ones and the emergency card; the circle; a town request; data export and erasure. */
  "manageAccount",
  /** Buy, pay for, renew and cancel plans; payments, invoices and credit notes. */
  "managePlans",
  // The care team's companion (issue 26).
  /** One's own visits: see them, check in and out, the photo, the report, an incident; one's session. */
  "ownVisits",
  // The console's staff.
  /** One's own console session and profile. */
  "useConsole",
  /** The dashboard's figures. */
  "readDashboard",
  /** Bookings, reschedule requests, visit reports and photos. */
  "readBookings",
  /** Act on a booking: confirm, cancel, suggest and assign a companion, decide a reschedule request. */
  "actOnBookings",
  /** Payments, and the refund and cancellation requests on them. */
  "seePayments",
  /** Decide a plan cancellation; refund a payment. */
  "decideRefunds",
  /** Close an incident with a note the family reads. */
  "handleIncidents",
  /** Members, their circles and loved ones; the members' export. */
  "manageMembers",
  /** Companions: details, availability, photo. */
  "manageCompanions",
  /** Enquiries: read, update, export. */
  "manageEnquiries",
  /** Visitors' questions: answer, close. */
  "answerQuestions",
  /** The FAQs. */
  "manageFaqs",
  /** The audit log. */
  "readAuditLog",
  /** The company's details (no route yet: the company is configured). */
  "manageCompanyDetails",
  /** Console staff (issue 43 item 4). */
  "manageStaff",
  /** The closed days: add, rename, close and reopen holidays (issue 44, decision 0079). */
  "manageHolidays",
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The ways in (spec §4, issue 26): each its own login call, dialog or page, and `user_type` (roles.ts).
 * A role signs in through one of them; a route's `auth` is the login of the roles holding its action,
 * so a 401 sends one to the right login.
 */
export const LOGINS = ["member", "admin", "companion"] as const;
export type Login = (typeof LOGINS)[number];

/**
 * How far an action reaches for a role: every record (`any`), the cities one covers (`cities`, issue 43
 * item 4), a family's as at least this family role (a member: `viewer` reads, `manager` changes visits,
 * `payer` is the account holder alone), or one's own (`own`).
 */
export type Scope = "any" | "cities" | FamilyRole | "own";

/** A role: the login it signs in through, and the actions it holds with their scopes. */
export interface RoleRow {
  login: Login;
  may: Readonly<Partial<Record<Action, Scope>>>;
}
/** Roles by name. The real one is PERMISSIONS; a test may pass its own (a fixture's extra role). */
export type PermissionTable = Readonly<Record<string, RoleRow>>;

/** Who may do what, and how far: one row per role. */
export const PERMISSIONS = {
  member: {
    login: "member",
    may: {
      readCare: "viewer",
      keepOwnSettings: "viewer",
      changeVisits: "manager",
      manageAccount: "payer",
      managePlans: "payer",
    },
  },
  admin: {
    login: "admin",
    may: {
      useConsole: "own",
      readDashboard: "any",
      readBookings: "any",
      actOnBookings: "any",
      seePayments: "any",
      decideRefunds: "any",
      handleIncidents: "any",
      manageMembers: "any",
      manageCompanions: "any",
      manageEnquiries: "any",
      answerQuestions: "any",
      manageFaqs: "any",
      readAuditLog: "any",
      manageCompanyDetails: "any",
      manageStaff: "any",
      manageHolidays: "any",
    },
  },
  companion: {
    login: "companion",
    may: { ownVisits: "own" },
  },
  /**
   * A city coordinator (issue 43 item 4): the console, for the cities they cover. Money, FAQs and visitors'
   * questions (which have no city), staff, the company's details and the audit log stay the administrator's.
   */
  coordinator: {
    login: "admin",
    may: {
      useConsole: "own",
      readDashboard: "cities",
      readBookings: "cities",
      actOnBookings: "cities",
      handleIncidents: "cities",
      manageMembers: "cities",
      manageCompanions: "cities",
      manageEnquiries: "cities",
    },
  },
} as const satisfies PermissionTable;

const isFamilyRole = (scope: Scope | null): scope is FamilyRole =>
  (FAMILY_ROLES as readonly string[]).includes(scope ?? "");

/** The scope `role` holds `action` with; null when it does not hold it (or is no role of the table). */
export function scopeOf(role: string, action: Action, table: PermissionTable = PERMISSIONS): Scope | null {
  const row = Object.hasOwn(table, role) ? table[role] : undefined;
  return row?.may[action] ?? null;
}

/** The roles holding `action`, in the table's order. */
export function rolesFor(action: Action, table: PermissionTable = PERMISSIONS): string[] {
  return Object.keys(table).filter((role) => scopeOf(role, action, table) !== null);
}

/**
 * The least family role a member acting for a family needs for `action` (the scope a role holds it with,
 * when that is a family role); null for an action no family role reaches.
 */
export function leastFamilyRole(action: Action, table: PermissionTable = PERMISSIONS): FamilyRole | null {
  for (const role of rolesFor(action, table)) {
    const scope = scopeOf(role, action, table);
    if (isFamilyRole(scope)) return scope;
  }
  return null;
}

/**
 * The login of the roles holding `action`: a route's `auth`. Every action is held through one login
 * (a test keeps it so); throws for an action nobody holds, so a route cannot declare one by mistake.
 */
export function loginFor(action: Action, table: PermissionTable = PERMISSIONS): Login {
  const [first] = rolesFor(action, table);
  const login = first === undefined ? undefined : table[first]?.login;
  if (!login) throw new Error(`No role holds the action ${action}`);
  return login;
}

/** Who is asking: a session's role, and as what it acts for a family (the payer on one's own account). */
export interface Caller {
  role: string;
  familyRole: FamilyRole;
}

/**
 * Why `caller` may not do `action`, or null when they may: `"role"` when their role does not hold it
 * (403), or the least family role it needs when they act for a family as less (403 naming that role).
 * The server's guard and the web's `can` both ask this.
 */
export function refusalOf(
  caller: Caller,
  action: Action,
  table: PermissionTable = PERMISSIONS,
): "role" | FamilyRole | null {
  const scope = scopeOf(caller.role, action, table);
  if (scope === null) return "role";
  if (isFamilyRole(scope) && !familyRoleAllows(caller.familyRole, scope)) return scope;
  return null;
}

/** Whether `caller` may do `action`. */
export function permits(caller: Caller, action: Action, table: PermissionTable = PERMISSIONS): boolean {
  return refusalOf(caller, action, table) === null;
}

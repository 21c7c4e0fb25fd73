import { describe, expect, it } from "vitest";
import {
  ACTIONS,
  type Action,
  LOGINS,
  leastFamilyRole,
  loginFor,
  PERMISSIONS,
  type PermissionTable,
  permits,
  refusalOf,
  rolesFor,
  scopeOf,
} from "./permissions.ts";
import { ROLES } from "./roles.ts";
import { API, type RouteContract } from "./routes.ts";

const routes = Object.entries(API as Record<string, RouteContract>);

/**
 * Who could call each route before the permission table (issue 43 item 3): the one role of its `auth`,
 * and a member route's least family role. The table must give exactly this to today's roles.
 */
const BEFORE: Record<string, [auth: string, family?: string]> = {
  register: ["public"],
  generateOtp: ["public"],
  validateOtp: ["public"],
  userLogin: ["public"],
  userLogout: ["member", "viewer"],
  getProfile: ["member", "viewer"],
  modifyProfile: ["member", "payer"],
  getEmergencyCard: ["member", "viewer"],
  saveEmergencyCard: ["member", "payer"],
  getNotificationPrefs: ["member", "viewer"],
  setNotificationPrefs: ["member", "viewer"],
  reportIncident: ["member", "manager"],
  inviteFamily: ["member", "payer"],
  getFamily: ["member", "viewer"],
  removeFamily: ["member", "payer"],
  setFamilyRole: ["member", "payer"],
  actFor: ["member", "viewer"],
  getInvite: ["public"],
  sendInviteCode: ["public"],
  acceptInvite: ["public"],
  getLovedOnes: ["member", "viewer"],
  saveLovedOne: ["member", "payer"],
  removeLovedOne: ["member", "payer"],
  exportData: ["member", "payer"],
  eraseAccount: ["member", "payer"],
  paymentProcess: ["member", "payer"],
  paymentStatus: ["member", "payer"],
  paymentVerify: ["member", "payer"],
  getPayments: ["member", "payer"],
  getInvoice: ["member", "payer"],
  getCreditNote: ["member", "payer"],
  creditNotePdf: ["member", "payer"],
  getCancellationQuote: ["member", "payer"],
  cancelSubscription: ["member", "payer"],
  pausePlan: ["member", "payer"],
  setAutoRenew: ["member", "payer"],
  getAutoRenew: ["member", "payer"],
  invoicePdf: ["member", "payer"],
  fetchSubscriptionPlans: ["public"],
  createSubscription: ["member", "payer"],
  getCities: ["public"],
  getStates: ["public"],
  getCountries: ["public"],
  requestTown: ["member", "payer"],
  fetchServedPlaces: ["public"],
  fetchCompanyDetails: ["public"],
  fetchServiceItems: ["public"],
  serviceBooking: ["member", "manager"],
  previewVisitSeries: ["member", "viewer"],
  createVisitSeries: ["member", "manager"],
  getVisitSeries: ["member", "viewer"],
  endVisitSeries: ["member", "manager"],
  updateVisitSeries: ["member", "manager"],
  pauseVisits: ["member", "manager"],
  getAllBookings: ["member", "viewer"],
  fetchSpecialities: ["public"],
  getDomainData: ["public"],
  getServiceCalendar: ["member", "viewer"],
  getPlanUsage: ["member", "viewer"],
  requestReschedule: ["member", "manager"],
  getRescheduleRequests: ["member", "viewer"],
  cancelBooking: ["member", "manager"],
  getAllFaqs: ["public"],
  createQuestion: ["public"],
  createEnquiry: ["public"],
  adminLogin: ["public"],
  adminLogout: ["admin"],
  adminGetAllMembers: ["admin"],
  adminGetMember: ["admin"],
  adminExportMembers: ["admin"],
  adminRotateCheckInCode: ["admin"],
  adminGetAllEnquiry: ["admin"],
  adminUpdateEnquiry: ["admin"],
  adminExportEnquiries: ["admin"],
  adminDashboard: ["admin"],
  adminGetAllServiceBooking: ["admin"],
  adminGetProfile: ["admin"],
  adminExportServiceBookings: ["admin"],
  adminTakeAction: ["admin"],
  adminGetAllRefunds: ["admin"],
  adminDecideCancellation: ["admin"],
  adminCloseIncident: ["admin"],
  adminRefundPayment: ["admin"],
  adminGetAllReschedule: ["admin"],
  adminDecideReschedule: ["admin"],
  adminGetAuditLog: ["admin"],
  adminGetAllFaq: ["admin"],
  adminModifyFaq: ["admin"],
  adminGetAllQuestions: ["admin"],
  adminAnswerQuestion: ["admin"],
  adminCloseQuestion: ["admin"],
  adminGetAllCompanions: ["admin"],
  adminGetCompanion: ["admin"],
  adminModifyCompanion: ["admin"],
  adminSetCompanionAvailability: ["admin"],
  adminSuggestCompanions: ["admin"],
  adminAssignCompanion: ["admin"],
  adminAutoassign: ["admin"],
  adminGetScheduleBoard: ["admin"],
  adminGetVisitSeries: ["admin"],
  companionLogin: ["public"],
  companionLogout: ["companion"],
  companionGetVisits: ["companion"],
  companionCheckIn: ["companion"],
  companionCheckOut: ["companion"],
  companionUploadPhoto: ["companion"],
  companionReportIncident: ["companion"],
  companionSubmitReport: ["companion"],
  companionSetLanguage: ["companion"],
  getVisitReport: ["member", "viewer"],
  getMonthlySummary: ["member", "viewer"],
  visitPhoto: ["member", "viewer"],
  companionPhoto: ["member", "viewer"],
  rateVisit: ["member", "manager"],
  adminGetVisitReport: ["admin"],
  adminVisitPhoto: ["admin"],
  adminUploadCompanionPhoto: ["admin"],
  adminCompanionPhoto: ["admin"],
  // Issue 43 item 4: the console's staff, the administrators'.
  adminGetAllStaff: ["admin"],
  adminModifyStaff: ["admin"],
  // Issue 44: the closed days, the administrators' (decision 0079).
  adminGetHolidays: ["admin"],
  adminModifyHoliday: ["admin"],
};

/** The table as it was before the city coordinator's row (issue 43 item 4): today's other roles. */
const WITHOUT_COORDINATOR: PermissionTable = Object.fromEntries(
  Object.entries(PERMISSIONS).filter(([role]) => role !== "coordinator"),
);

describe("the permission table", () => {
  it("gives every route its action, and derives its auth and least family role from it", () => {
    expect(routes.map(([name]) => name).sort()).toEqual(Object.keys(BEFORE).sort());
    for (const [name, r] of routes) {
      const [auth, family] = BEFORE[name] ?? [];
      expect([r.auth, r.family], name).toEqual([auth, family]);
      if (r.action === "public") {
        expect(r.auth, name).toBe("public");
        continue;
      }
      expect(ACTIONS, name).toContain(r.action);
      expect(r.auth, name).toBe(loginFor(r.action));
      expect(r.family ?? null, name).toBe(leastFamilyRole(r.action));
    }
  });

  it("lets exactly today's role make each call, with the scope it had", () => {
    // A member's is their family role; a companion's their own visits; an administrator's everything
    // but their own session and profile.
    const own = new Set(["adminLogout", "adminGetProfile"]);
    for (const [name, r] of routes) {
      if (r.action === "public") continue;
      expect(rolesFor(r.action, WITHOUT_COORDINATOR), name).toEqual([r.auth]);
      const expected = r.auth === "admin" ? (own.has(name) ? "own" : "any") : (r.family ?? "own");
      expect(scopeOf(r.auth, r.action), name).toBe(expected);
    }
  });

  it("gives a city coordinator the console for their cities, and none of money, FAQs, questions, staff, company or audit", () => {
    const held = Object.entries(PERMISSIONS.coordinator.may);
    expect(Object.fromEntries(held)).toEqual({
      useConsole: "own",
      readDashboard: "cities",
      readBookings: "cities",
      actOnBookings: "cities",
      handleIncidents: "cities",
      manageMembers: "cities",
      manageCompanions: "cities",
      manageEnquiries: "cities",
    });
    for (const action of [
      "seePayments",
      "decideRefunds",
      "manageFaqs",
      "answerQuestions",
      "manageStaff",
      "manageHolidays",
      "manageCompanyDetails",
      "readAuditLog",
    ] as const)
      expect(scopeOf("coordinator", action), action).toBeNull();
    expect(PERMISSIONS.coordinator.login).toBe("admin");
  });

  it("holds each action through one login, and has a row for every role", () => {
    expect(Object.keys(PERMISSIONS)).toEqual(ROLES);
    for (const action of ACTIONS) {
      const logins = new Set(
        rolesFor(action).map((role) => PERMISSIONS[role as keyof typeof PERMISSIONS].login),
      );
      expect(logins.size, action).toBe(1);
      expect(LOGINS).toContain(loginFor(action));
    }
  });

  it("names the least family role, refuses another role, and lets the payer do all a member may", () => {
    const member = { role: "member", familyRole: "payer" } as const;
    const viewer = { role: "member", familyRole: "viewer" } as const;
    const manager = { role: "member", familyRole: "manager" } as const;
    expect(leastFamilyRole("changeVisits")).toBe("manager");
    expect(leastFamilyRole("readCare")).toBe("viewer");
    expect(leastFamilyRole("readBookings")).toBeNull();
    expect(refusalOf(viewer, "changeVisits")).toBe("manager");
    expect(refusalOf(manager, "changeVisits")).toBeNull();
    expect(refusalOf(manager, "managePlans")).toBe("payer");
    expect(refusalOf(member, "readBookings")).toBe("role");
    expect(refusalOf({ role: "admin", familyRole: "payer" }, "readCare")).toBe("role");
    expect(refusalOf({ role: "nobody", familyRole: "payer" }, "readCare")).toBe("role");
    // An inherited name is no role.
    expect(scopeOf("toString", "readCare")).toBeNull();
    for (const action of Object.keys(PERMISSIONS.member.may) as Action[]) {
      expect(permits(member, action), action).toBe(true);
    }
  });

  it("serves a role added in a fixture from its row alone: an auditor who may only read the audit log", () => {
    const table: PermissionTable = {
      ...PERMISSIONS,
      auditor: { login: "admin", may: { readAuditLog: "any" } },
    };
    const auditor = { role: "auditor", familyRole: "payer" } as const;
    expect(rolesFor("readAuditLog", table)).toEqual(["admin", "auditor"]);
    expect(scopeOf("auditor", "readAuditLog", table)).toBe("any");
    expect(permits(auditor, "readAuditLog", table)).toBe(true);
    for (const action of ACTIONS.filter((a) => a !== "readAuditLog")) {
      expect(refusalOf(auditor, action, table), action).toBe("role");
    }
    // Where a 401 sends one is the same login for both roles; nothing in the real table changed.
    expect(loginFor("readAuditLog", table)).toBe("admin");
    expect(permits(auditor, "readAuditLog")).toBe(false);
  });

  it("throws for an action nobody holds", () => {
    expect(() => loginFor("readCare", { admin: PERMISSIONS.admin })).toThrow(/No role holds/);
  });
});

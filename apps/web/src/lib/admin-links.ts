import type { Action } from "@eldercare/contracts";

/**
 * The admin console's pages, in menu order: the avatar menu (app/header) and the console's own menu
 * (features/admin) both list these, each only to a session whose role holds its action (the permission
 * table, decision 0074).
 */
export const ADMIN_LINKS = [
  { key: "dashboard", label: "Dashboard", to: "/admin/dashboard", action: "readDashboard" },
  { key: "members", label: "Members", to: "/admin/members", action: "manageMembers" },
  { key: "bookings", label: "Service bookings", to: "/admin/bookings", action: "readBookings" },
  { key: "schedules", label: "Care schedules", to: "/admin/schedules", action: "readBookings" },
  { key: "board", label: "Schedule board", to: "/admin/board", action: "actOnBookings" },
  { key: "reschedule", label: "Reschedule requests", to: "/admin/reschedule", action: "readBookings" },
  { key: "refunds", label: "Refunds", to: "/admin/refunds", action: "seePayments" },
  { key: "companions", label: "Companions", to: "/admin/companions", action: "manageCompanions" },
  { key: "enquiries", label: "Enquiries", to: "/admin/enquiries", action: "manageEnquiries" },
  { key: "faqs", label: "FAQs", to: "/admin/faqs", action: "manageFaqs" },
  { key: "staff", label: "Staff", to: "/admin/staff", action: "manageStaff" },
  { key: "holidays", label: "Holidays", to: "/admin/holidays", action: "manageHolidays" },
  { key: "audit", label: "Audit log", to: "/admin/audit", action: "readAuditLog" },
  { key: "profile", label: "My profile", to: "/admin/profile", action: "useConsole" },
] as const satisfies ReadonlyArray<{ key: string; label: string; to: string; action: Action }>;

export type AdminLinkKey = (typeof ADMIN_LINKS)[number]["key"];

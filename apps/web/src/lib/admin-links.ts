/**
 * The admin console's pages, in menu order: the avatar menu (app/header) and the console's own menu
 * (features/admin) both list these.
 */
export const ADMIN_LINKS = [
  { key: "dashboard", label: "Dashboard", to: "/admin/dashboard" },
  { key: "members", label: "Members", to: "/admin/members" },
  { key: "bookings", label: "Service bookings", to: "/admin/bookings" },
  { key: "reschedule", label: "Reschedule requests", to: "/admin/reschedule" },
  { key: "refunds", label: "Refunds", to: "/admin/refunds" },
  { key: "companions", label: "Companions", to: "/admin/companions" },
  { key: "enquiries", label: "Enquiries", to: "/admin/enquiries" },
  { key: "faqs", label: "FAQs", to: "/admin/faqs" },
  { key: "audit", label: "Audit log", to: "/admin/audit" },
  { key: "profile", label: "My profile", to: "/admin/profile" },
] as const;

export type AdminLinkKey = (typeof ADMIN_LINKS)[number]["key"];

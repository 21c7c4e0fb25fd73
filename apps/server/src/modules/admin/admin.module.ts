import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Assignments } from "../assignments/assignment.service.ts";
import type { Autoassign } from "../assignments/auto-assign.service.ts";
import type { Board } from "../assignments/board.service.ts";
import type { CancellationDecisions } from "../billing/cancellation-decisions.service.ts";
import type { DuplicatePaymentRefunds } from "../billing/duplicate-payment-refunds.service.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import type { BookingConsole } from "../booking-console/booking-console.service.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { CheckLapses } from "../companions/check-lapses.service.ts";
import type { CompanionAdmin } from "../companions/companion-admin.service.ts";
import type { EnquiryAdmin } from "../enquiries/enquiry-admin.service.ts";
import type { EnquiryRecords } from "../enquiries/enquiry-records.service.ts";
import type { FaqAdmin } from "../faqs/faq-admin.service.ts";
import type { MemberAdmin } from "../members/member-admin.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { RescheduleAdmin } from "../reschedules/reschedule-admin.service.ts";
import type { CityCare } from "../visits/city-care.service.ts";
import { createAdminAutoassign } from "./admin-autoassign.service.ts";
import { adminBookingRoutes } from "./admin-bookings.routes.ts";
import { createAdminBookings } from "./admin-bookings.service.ts";
import { adminCompanionRoutes } from "./admin-companions.routes.ts";
import { createAdminDashboard } from "./admin-dashboard.service.ts";
import { adminEnquiryRoutes } from "./admin-enquiries.routes.ts";
import { createAdminEnquiries } from "./admin-enquiries.service.ts";
import { adminFaqRoutes } from "./admin-faqs.routes.ts";
import { createAdminFaqs } from "./admin-faqs.service.ts";
import { adminIncidentRoutes } from "./admin-incidents.routes.ts";
import { createAdminIncidents } from "./admin-incidents.service.ts";
import { adminMemberRoutes } from "./admin-members.routes.ts";
import { createAdminMembers } from "./admin-members.service.ts";
import { adminOverviewRoutes } from "./admin-overview.routes.ts";
import { adminRefundRoutes } from "./admin-refunds.routes.ts";
import { createAdminRefunds } from "./admin-refunds.service.ts";
import { createAdminReschedules } from "./admin-reschedule.service.ts";
import { type Audit, createAudit } from "./audit.service.ts";

/** What the members screens borrow: members, their plans and payments, their enquiries (lent by their modules). */
interface AdminMemberDeps {
  memberAdmin: MemberAdmin;
  members: MemberDirectory;
  paymentHistory: PaymentHistory;
  enquiryRecords: EnquiryRecords;
}

/** What the plan cancellations screen borrows (lent by their modules): billing's decisions, and the outbox. */
interface AdminRefundDeps {
  cancellationDecisions: CancellationDecisions;
  duplicateRefunds: DuplicatePaymentRefunds;
  notifier: Notifier;
}

/** What the enquiries, FAQs, questions and care team screens borrow (lent by their modules). */
interface AdminContentDeps {
  enquiryAdmin: EnquiryAdmin;
  faqAdmin: FaqAdmin;
  companionAdmin: CompanionAdmin;
  /** The visits after a companion's check lapses, on the dashboard (issue 45). */
  checkLapses: CheckLapses;
  /** Continuity and on-time arrivals per city, on the dashboard (issue 45, decision 0090). */
  cityCare: CityCare;
}

/** What the admin console takes: every other module's console service, the directory and the outbox. */
export type AdminNeeds = {
  bookingAdmin: BookingAdmin;
  bookingConsole: BookingConsole;
  assignments: Assignments;
  autoassign: Autoassign;
  board: Board;
  rescheduleAdmin: RescheduleAdmin;
} & AdminMemberDeps &
  AdminContentDeps &
  AdminRefundDeps;

/** What it lends: the administrators' audit trail, written by the companions module too, in its own transactions. */
export interface AdminProvides {
  audit: Audit;
}

/**
 * The admin console's bookings: every member's bookings and the team's actions on them, reschedule
 * decisions, and the audit trail of every administrator action. Bookings and reschedule requests are
 * reached only through the services their modules lend (`bookingAdmin`, `rescheduleAdmin`).
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps & AdminNeeds & AdminProvides) {
  const { audit } = deps;
  adminBookingRoutes(app, {
    bookings: createAdminBookings({ ...deps, audit }),
    autoassign: createAdminAutoassign({ ...deps, audit }),
    board: deps.board,
    reschedules: createAdminReschedules({ ...deps, audit }),
    audit,
  });
  adminOverviewRoutes(app, { dashboard: createAdminDashboard(deps), audit });
  adminMemberRoutes(app, createAdminMembers({ ...deps, audit }), audit);
  adminEnquiryRoutes(app, createAdminEnquiries({ ...deps, audit }), audit);
  adminFaqRoutes(app, createAdminFaqs({ ...deps, audit }));
  adminCompanionRoutes(app, deps.companionAdmin);
  adminRefundRoutes(app, createAdminRefunds({ ...deps, audit }));
  adminIncidentRoutes(app, createAdminIncidents({ ...deps, audit }));
}

const kit = moduleKit<AdminNeeds, AdminProvides>();

export const adminModule = kit.define({
  name: "admin",
  needs: [
    "bookingAdmin",
    "bookingConsole",
    "assignments",
    "autoassign",
    "board",
    "rescheduleAdmin",
    "memberAdmin",
    "members",
    "paymentHistory",
    "enquiryRecords",
    "enquiryAdmin",
    "faqAdmin",
    "companionAdmin",
    "checkLapses",
    "cityCare",
    "cancellationDecisions",
    "duplicateRefunds",
    "notifier",
  ],
  provides: {
    audit: kit.service(["members", "bookingAdmin", "rescheduleAdmin"], (deps) => createAudit(deps)),
  },
  routes: adminRoutes,
});

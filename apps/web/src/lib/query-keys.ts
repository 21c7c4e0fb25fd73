import type {
  AdminBookingListRequest,
  BookingListRequest,
  ServiceCalendarRequest,
} from "@eldercare/contracts";

/**
 * Every query key of the web app, in one list: reads name their key here, and writes invalidate
 * these (spec §4 "refresh X after Y"), so no feature needs another feature's constants. A key that
 * ends in a request's parameters starts with a prefix of its own, so a write can refresh every page
 * or month at once.
 */
export const queryKeys = {
  profile: (userId: number) => ["profile", userId] as const,
  /** Every profile read (its prefix): the plan card's cancellation state after a request. */
  profiles: ["profile"] as const,
  payments: (userId: number) => ["payments", userId] as const,
  lovedOnes: (userId: number) => ["loved-ones", userId] as const,
  emergencyCard: (lovedOneId: number) => ["emergency-card", lovedOneId] as const,
  notificationPrefs: (userId: number) => ["notification-prefs", userId] as const,
  /** users/getfamily/: the family this session acts for, the payer's circle, the families one belongs to. */
  family: ["family"] as const,
  /** users/getinvite/: an invitation by its link's token (the join page). */
  familyInvite: (token: string) => ["family-invite", token] as const,
  invoice: (invoiceId: number) => ["invoice", invoiceId] as const,
  creditNote: (creditNoteId: number) => ["credit-note", creditNoteId] as const,
  /** users/getcancellationquote/: what cancelling one of the member's plans would mean (issue 28). */
  cancellationQuote: (subscriptionId: number) => ["cancellation-quote", subscriptionId] as const,
  subscriptionPlans: ["subscription-plans"] as const,
  serviceItems: ["service-items"] as const,
  company: ["company"] as const,
  servedPlaces: ["served-places"] as const,
  specialities: ["specialities"] as const,
  faqs: ["faqs"] as const,
  countries: ["countries"] as const,
  states: ["states"] as const,
  cities: ["cities"] as const,
  idTypes: ["domain-data", "id_type"] as const,
  shiftTypes: ["domain-data", "shift_type"] as const,
  /** companion/getvisits/: the signed-in companion's visits, today and the next days (issue 26). */
  companionVisits: ["companion-visits"] as const,
  /** The same list as last kept on the phone (IndexedDB), shown while the server's is on its way. */
  companionKeptVisits: ["companion-visits", "kept"] as const,
  /** users/getplanusage/: the member's plan and this month's visits. */
  planUsage: (userId: number) => ["plan-usage", userId] as const,
  autoRenewal: (subscriptionId: number) => ["auto-renewal", subscriptionId] as const,
  /** Every page of the member's booking list (users/getallbookings/). */
  bookings: (userId: number) => ["bookings", userId] as const,
  bookingList: (userId: number, request: BookingListRequest) => ["bookings", userId, request] as const,
  /** Every month of every service's calendar (users/getservicecalendar/). */
  serviceCalendars: (userId: number) => ["service-calendar", userId] as const,
  serviceCalendar: (userId: number, request: ServiceCalendarRequest) =>
    ["service-calendar", userId, request] as const,
  /** users/getvisitseries/: the family's care schedules, with their next visits (issue 44). */
  visitSeries: (userId: number) => ["visit-series", userId] as const,
  /** Every page of the member's reschedule requests (users/getreschedulerequests/). */
  rescheduleRequests: (userId: number) => ["reschedule-requests", userId] as const,
  rescheduleRequestPage: (userId: number, pageIndex: number) =>
    ["reschedule-requests", userId, pageIndex] as const,
  /** Every page of the admin booking list (admin/getallservicebooking/). */
  adminBookings: ["admin-bookings"] as const,
  adminBookingList: (request: AdminBookingListRequest) => ["admin-bookings", request] as const,
  /** admin/suggestcompanions/: who could make one booking's visit, best first (issue 26). */
  companionSuggestions: ["companion-suggestions"] as const,
  companionSuggestionsFor: (bookingId: number) => ["companion-suggestions", bookingId] as const,
  /** Every page of the admin reschedule list (admin/getallreschedule/). */
  adminReschedule: ["admin-reschedule"] as const,
  /** admin/getallrefunds/: every page of plan cancellation requests (issue 28). */
  adminRefunds: ["admin-refunds"] as const,
  adminRefundPage: (request: object) => ["admin-refunds", request] as const,
  adminReschedulePage: (request: object) => ["admin-reschedule", request] as const,
  /** Under adminBookings: assigning a companion changes a schedule's regular companion and its dates. */
  adminVisitSeries: (request: object) => ["admin-bookings", "visit-series", request] as const,
  /** Under adminBookings: any assignment moves a visit on the coordinator's board. */
  adminScheduleBoard: (request: object) => ["admin-bookings", "schedule-board", request] as const,
  /** Every page of the admin enquiry list (admin/getallenquiry/). */
  adminEnquiries: ["admin-enquiries"] as const,
  adminEnquiryPage: (request: object) => ["admin-enquiries", request] as const,
  /** Every page of the admin FAQ list (admin/getallfaq/); writes also refresh `faqs` (the public list). */
  adminFaqs: ["admin-faqs"] as const,
  adminFaqPage: (request: object) => ["admin-faqs", request] as const,
  /** Every page of visitors' questions (admin/getallquestions/). */
  adminQuestions: ["admin-questions"] as const,
  adminQuestionPage: (request: object) => ["admin-questions", request] as const,
  /** Every page of the audit log (admin/getauditlog/). */
  auditLog: ["audit-log"] as const,
  auditLogPage: (request: object) => ["audit-log", request] as const,
  /** The console's dashboard figures (admin/dashboard/). */
  adminDashboard: ["admin-dashboard"] as const,
  /** The administrator's own profile and latest actions (admin/getprofile/). */
  adminProfile: ["admin-profile"] as const,
  /** Every page of the admin member list (admin/getallmembers/). */
  adminMemberList: (request: object) => ["admin-members", request] as const,
  /** One member's page in the console (admin/getmember/). */
  adminMember: (memberId: number) => ["admin-member", memberId] as const,
  /** Every page of the console's companion list (admin/getallcompanions/). */
  adminCompanions: ["admin-companions"] as const,
  adminCompanionList: (request: object) => ["admin-companions", request] as const,
  /** One companion's page in the console (admin/getcompanion/). */
  adminCompanion: (companionId: number) => ["admin-companion", companionId] as const,
  /** Every page of the console's staff list (admin/getallstaff/). */
  adminStaff: ["admin-staff"] as const,
  adminHolidays: ["admin-holidays"] as const,
  adminHolidayList: (request: object) => ["admin-holidays", request] as const,
  adminStaffList: (request: object) => ["admin-staff", request] as const,
  /** users/getvisitreport/: the report (and the rating once given) of one of the member's visits. */
  visitReport: (userId: number, bookingId: number) => ["visit-report", userId, bookingId] as const,
  /** users/getmonthlysummary/: one loved one's month (issue 47). */
  monthlySummary: (userId: number, lovedOneId: number, month: string) =>
    ["monthly-summary", userId, lovedOneId, month] as const,
  /** admin/getvisitreport/: a visit's report as the team reads it. */
  adminVisitReport: (bookingId: number) => ["admin-visit-report", bookingId] as const,
  /**
   * A photo fetched with the session (issue 26: never at a public address), by who asks (the session),
   * the route and the booking's or companion's id. `photos` refreshes them all.
   */
  photos: ["photo"] as const,
  photo: (owner: string, route: string, id: number) => ["photo", owner, route, id] as const,
};

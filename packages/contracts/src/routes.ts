import { z } from "zod";
import {
  adminBookingListRequestSchema,
  adminBookingsResponseSchema,
  adminRescheduleListRequestSchema,
  adminRescheduleListResponseSchema,
  auditListRequestSchema,
  auditListResponseSchema,
  decideRescheduleRequestSchema,
  decideRescheduleResponseSchema,
  takeActionRequestSchema,
  takeActionResponseSchema,
} from "./admin-bookings.ts";
import { adminDashboardResponseSchema } from "./admin-dashboard.ts";
import {
  adminEnquiryListRequestSchema,
  adminEnquiryListResponseSchema,
  updateEnquiryRequestSchema,
  updateEnquiryResponseSchema,
} from "./admin-enquiries.ts";
import {
  adminFaqListRequestSchema,
  adminFaqListResponseSchema,
  adminQuestionListRequestSchema,
  adminQuestionListResponseSchema,
  answerQuestionRequestSchema,
  answerQuestionResponseSchema,
  closeQuestionRequestSchema,
  closeQuestionResponseSchema,
} from "./admin-faqs.ts";
import {
  adminMemberDetailSchema,
  adminMemberListRequestSchema,
  adminMemberRequestSchema,
  adminMembersCsvSchema,
  adminMembersResponseSchema,
} from "./admin-members.ts";
import { adminProfileResponseSchema } from "./admin-profile.ts";
import {
  adminRefundListRequestSchema,
  adminRefundListResponseSchema,
  decideCancellationRequestSchema,
  decideCancellationResponseSchema,
  refundPaymentRequestSchema,
  refundPaymentResponseSchema,
} from "./admin-refunds.ts";
import {
  assignCompanionRequestSchema,
  assignCompanionResponseSchema,
  suggestCompanionsRequestSchema,
  suggestCompanionsResponseSchema,
} from "./assignment.ts";
import {
  adminLoginResponseSchema,
  generateOtpRequestSchema,
  generateOtpResponseSchema,
  loginRequestSchema,
  userLoginResponseSchema,
  validateOtpRequestSchema,
  validateOtpResponseSchema,
} from "./auth.ts";
import { autoassignRequestSchema, autoassignResponseSchema } from "./auto-assign.ts";
import {
  autoRenewalSchema,
  getAutoRenewRequestSchema,
  setAutoRenewRequestSchema,
  setAutoRenewResponseSchema,
} from "./auto-renewal.ts";
import {
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  fetchSubscriptionPlansResponseSchema,
  invoiceRequestSchema,
  invoiceSchema,
  memberPaymentsRequestSchema,
  memberPaymentsResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  paymentStatusRequestSchema,
  paymentVerifyRequestSchema,
} from "./billing.ts";
import {
  bookingListRequestSchema,
  bookingListResponseSchema,
  cancelBookingRequestSchema,
  cancelBookingResponseSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
  planUsageRequestSchema,
  planUsageResponseSchema,
  rescheduleListRequestSchema,
  rescheduleListResponseSchema,
  rescheduleRequestSchema,
  rescheduleResponseSchema,
  serviceCalendarRequestSchema,
  serviceCalendarResponseSchema,
} from "./bookings.ts";
import { rotateCheckInCodeRequestSchema, rotateCheckInCodeResponseSchema } from "./check-in-code.ts";
import {
  adminCompanionDetailSchema,
  adminCompanionListRequestSchema,
  adminCompanionListResponseSchema,
  adminCompanionRequestSchema,
  companionLoginResponseSchema,
  companionVisitsResponseSchema,
  modifyCompanionRequestSchema,
  modifyCompanionResponseSchema,
  setCompanionAvailabilityRequestSchema,
} from "./companions.ts";
import { companyDetailsSchema } from "./company.ts";
import { creditNoteRequestSchema, creditNoteSchema } from "./credit-notes.ts";
import {
  emergencyCardRequestSchema,
  emergencyCardResponseSchema,
  saveEmergencyCardRequestSchema,
  saveEmergencyCardResponseSchema,
} from "./emergency-card.ts";
import { createEnquiryRequestSchema, createEnquiryResponseSchema } from "./enquiries.ts";
import { envelopeSchema } from "./envelope.ts";
import {
  acceptInviteRequestSchema,
  actForRequestSchema,
  familyChangeResponseSchema,
  familySessionSchema,
  getFamilyRequestSchema,
  getFamilyResponseSchema,
  inviteDetailsSchema,
  inviteFamilyRequestSchema,
  inviteFamilyResponseSchema,
  inviteTokenRequestSchema,
  removeFamilyRequestSchema,
  setFamilyRoleRequestSchema,
} from "./family.ts";
import type { FamilyRole } from "./family-roles.ts";
import {
  createQuestionRequestSchema,
  createQuestionResponseSchema,
  getAllFaqsResponseSchema,
  modifyFaqRequestSchema,
  modifyFaqResponseSchema,
} from "./faqs.ts";
import {
  holidayListRequestSchema,
  holidayListResponseSchema,
  modifyHolidayRequestSchema,
  modifyHolidayResponseSchema,
} from "./holidays.ts";
import { setLanguageRequestSchema, setLanguageResponseSchema } from "./i18n/language-schemas.ts";
import {
  closeIncidentRequestSchema,
  closeIncidentResponseSchema,
  reportIncidentRequestSchema,
  reportIncidentResponseSchema,
} from "./incidents.ts";
import { messageResponseSchema } from "./list.ts";
import {
  lovedOnesRequestSchema,
  lovedOnesResponseSchema,
  removeLovedOneRequestSchema,
  saveLovedOneRequestSchema,
  saveLovedOneResponseSchema,
} from "./loved-ones.ts";
import {
  modifyProfileRequestSchema,
  profileRequestSchema,
  profileSchema,
  registerRequestSchema,
  registerResponseSchema,
} from "./members.ts";
import { monthlySummaryRequestSchema, monthlySummarySchema } from "./monthly-summary.ts";
import {
  notificationPrefsRequestSchema,
  notificationPrefsResponseSchema,
  setNotificationPrefsRequestSchema,
  setNotificationPrefsResponseSchema,
} from "./notification-prefs.ts";
import { type Action, type Login, leastFamilyRole, loginFor } from "./permissions.ts";
import {
  cancellationQuoteRequestSchema,
  cancellationQuoteResponseSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
} from "./plan-cancellation.ts";
import { pausePlanRequestSchema, pausePlanResponseSchema } from "./plan-pause.ts";
import {
  dataExportSchema,
  eraseAccountRequestSchema,
  eraseAccountResponseSchema,
  exportDataRequestSchema,
} from "./privacy.ts";
import {
  getCitiesResponseSchema,
  getCountriesResponseSchema,
  getDomainDataRequestSchema,
  getDomainDataResponseSchema,
  getServiceItemsResponseSchema,
  getSpecialitiesResponseSchema,
  getStatesResponseSchema,
  servedPlacesResponseSchema,
} from "./reference.ts";
import { scheduleBoardRequestSchema, scheduleBoardResponseSchema } from "./schedule-board.ts";
import { adminVisitSeriesListRequestSchema, adminVisitSeriesListResponseSchema } from "./series-regular.ts";
import {
  modifyStaffRequestSchema,
  modifyStaffResponseSchema,
  staffListRequestSchema,
  staffListResponseSchema,
} from "./staff.ts";
import { townRequestResponseSchema, townRequestSchema } from "./town-requests.ts";
import { visitCheckRequestSchema, visitCheckResponseSchema } from "./visit-checks.ts";
import {
  rateVisitRequestSchema,
  rateVisitResponseSchema,
  submitReportRequestSchema,
  submitReportResponseSchema,
  uploadCompanionPhotoFieldsSchema,
  uploadPhotoFieldsSchema,
  uploadPhotoResponseSchema,
  visitReportRequestSchema,
  visitReportSchema,
} from "./visit-reports.ts";
import {
  createVisitSeriesRequestSchema,
  createVisitSeriesResponseSchema,
  endVisitSeriesRequestSchema,
  endVisitSeriesResponseSchema,
  pauseVisitsRequestSchema,
  pauseVisitsResponseSchema,
  previewVisitSeriesRequestSchema,
  previewVisitSeriesResponseSchema,
  updateVisitSeriesRequestSchema,
  updateVisitSeriesResponseSchema,
  visitSeriesListRequestSchema,
  visitSeriesListResponseSchema,
} from "./visit-series.ts";
export const API_BASE = "/api/";

/** What a route lets one do (permissions.ts), or `public`: anyone may call it, with or without a session. */
export type RouteAction = Action | "public";

/**
 * Which login a caller needs: none (`public`), or the login of the roles holding the route's action
 * (a 401 sends one to it). Derived from the action (routeAccess), never written by hand.
 */
export type RouteAuth = "public" | Login;

export interface RouteContract<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  method: "GET" | "POST";
  /** Relative to API_BASE, exactly as in spec §7 (trailing slash included). */
  path: string;
  /**
   * What the route lets one do (decision 0074): the one guard compares the session's role with the
   * permission table, and the web shows or hides with the same table.
   */
  action: RouteAction;
  /** Derived from `action`: `public`, or the login whose roles hold it. */
  auth: RouteAuth;
  /**
   * Derived from `action`: a member route's least family role (decision 0063), the scope the member's row
   * holds the action with: `viewer` reads, `manager` books and changes visits, `payer` (plans, payments,
   * the profile, data rights) is only the account holder.
   */
  family?: FamilyRole;
  tag: "shared" | "users" | "admin" | "companion";
  summary: string;
  body: Body;
  data: Data;
  /**
   * A multipart upload (issue 26): the form's text fields (validated by this schema) and one file in the
   * field `file`; `body` is then undefined.
   */
  upload?: { fields: z.ZodType; file: "photo" };
}

/** What a route's action makes of its `auth` and `family`: the table decides both. */
export function routeAccess(action: RouteAction): Pick<RouteContract, "auth" | "family"> {
  if (action === "public") return { auth: "public" };
  const family = leastFamilyRole(action);
  return family ? { auth: loginFor(action), family } : { auth: loginFor(action) };
}

/** A route's contract as written (its action, not the fields derived from it); an upload keeps its fields' schema type. */
function route<Body extends z.ZodType | undefined, Data extends z.ZodType, Fields extends z.ZodType = never>(
  r: Omit<RouteContract<Body, Data>, "auth" | "family"> & { upload?: { fields: Fields; file: "photo" } },
): RouteContract<Body, Data> &
  ([Fields] extends [never] ? unknown : { upload: { fields: Fields; file: "photo" } }) {
  return { ...r, ...routeAccess(r.action) } as RouteContract<Body, Data> &
    ([Fields] extends [never] ? unknown : { upload: { fields: Fields; file: "photo" } });
}

/** Every call of spec §7: method, path, who may call, request body and response Data. */
export const API = {
  register: route({
    method: "POST",
    path: "users/register/",
    action: "public",
    tag: "users",
    summary: "Register a member (phone and email verified by OTP); returns user_id and a session Token",
    body: registerRequestSchema,
    data: registerResponseSchema,
  }),
  generateOtp: route({
    method: "POST",
    path: "shared/generateotp/",
    action: "public",
    tag: "shared",
    summary: "Send a one-time code to a phone or email for registration, login or verification",
    body: generateOtpRequestSchema,
    data: generateOtpResponseSchema,
  }),
  validateOtp: route({
    method: "POST",
    path: "shared/validateotp/",
    action: "public",
    tag: "shared",
    summary: "Check a one-time code; returns a short-lived verification_token",
    body: validateOtpRequestSchema,
    data: validateOtpResponseSchema,
  }),
  userLogin: route({
    method: "POST",
    path: "users/login/",
    action: "public",
    tag: "users",
    summary: "Log a member in with a one-time code",
    body: loginRequestSchema,
    data: userLoginResponseSchema,
  }),
  userLogout: route({
    method: "POST",
    path: "users/logout/",
    action: "keepOwnSettings",
    tag: "users",
    summary: "Revoke the current session",
    body: undefined,
    data: messageResponseSchema,
  }),
  getProfile: route({
    method: "POST",
    path: "users/getprofiledata/",
    action: "readCare",
    tag: "users",
    summary: "The member's profile and subscriptions",
    body: profileRequestSchema,
    data: profileSchema,
  }),
  modifyProfile: route({
    method: "POST",
    path: "users/modifyprofiledata/",
    action: "manageAccount",
    tag: "users",
    summary: "Update the member's profile",
    body: modifyProfileRequestSchema,
    data: profileSchema,
  }),
  getEmergencyCard: route({
    method: "POST",
    path: "users/getemergencycard/",
    action: "readCare",
    tag: "users",
    summary:
      "One loved one's emergency card: contacts, nearest hospital, allergies and medicines kept with consent, notes (issue 29); null until written",
    body: emergencyCardRequestSchema,
    data: emergencyCardResponseSchema,
  }),
  saveEmergencyCard: route({
    method: "POST",
    path: "users/saveemergencycard/",
    action: "manageAccount",
    tag: "users",
    summary:
      "Write one loved one's emergency card whole (allergies or medicines need health_consent, recorded with its wording's version and time)",
    body: saveEmergencyCardRequestSchema,
    data: saveEmergencyCardResponseSchema,
  }),
  getNotificationPrefs: route({
    method: "POST",
    path: "users/getnotificationprefs/",
    action: "keepOwnSettings",
    tag: "users",
    summary:
      "How messages reach the member, per kind (visits, reports, plans): email, SMS, WhatsApp; email until chosen otherwise; with the WhatsApp opt-in's record (issue 29)",
    body: notificationPrefsRequestSchema,
    data: notificationPrefsResponseSchema,
  }),
  setNotificationPrefs: route({
    method: "POST",
    path: "users/setnotificationprefs/",
    action: "keepOwnSettings",
    tag: "users",
    summary:
      "Choose email, SMS and WhatsApp per kind of message (at least one each); WhatsApp needs whatsapp_consent, recorded with its wording's version, time and number, until STOP",
    body: setNotificationPrefsRequestSchema,
    data: setNotificationPrefsResponseSchema,
  }),
  reportIncident: route({
    method: "POST",
    path: "users/reportincident/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Report an incident on one's own visit from its day on (severity, what happened): the team is emailed at once and it stays on the dashboard until closed (issue 29)",
    body: reportIncidentRequestSchema,
    data: reportIncidentResponseSchema,
  }),
  inviteFamily: route({
    method: "POST",
    path: "users/invitefamily/",
    action: "manageAccount",
    tag: "users",
    summary:
      "Invite a family member to the circle by phone (at most 3, invited or active), as manager or viewer; the link goes by SMS and, when given, email (issue 29)",
    body: inviteFamilyRequestSchema,
    data: inviteFamilyResponseSchema,
  }),
  getFamily: route({
    method: "POST",
    path: "users/getfamily/",
    action: "keepOwnSettings",
    tag: "users",
    summary:
      "The family this session acts for, the payer's circle (invited and active) and the families the caller belongs to",
    body: getFamilyRequestSchema,
    data: getFamilyResponseSchema,
  }),
  removeFamily: route({
    method: "POST",
    path: "users/removefamily/",
    action: "manageAccount",
    tag: "users",
    summary: "Remove a family member (or withdraw an invitation); their sessions for this family end at once",
    body: removeFamilyRequestSchema,
    data: familyChangeResponseSchema,
  }),
  setFamilyRole: route({
    method: "POST",
    path: "users/setfamilyrole/",
    action: "manageAccount",
    tag: "users",
    summary: "Change a family member's role; their sessions for this family end at once",
    body: setFamilyRoleRequestSchema,
    data: familyChangeResponseSchema,
  }),
  actFor: route({
    method: "POST",
    path: "users/actfor/",
    action: "keepOwnSettings",
    tag: "users",
    summary:
      "Choose the family to act for (one the caller belongs to) or one's own account (null): a new session token",
    body: actForRequestSchema,
    data: familySessionSchema,
  }),
  getInvite: route({
    method: "POST",
    path: "users/getinvite/",
    action: "public",
    tag: "users",
    summary:
      "An invitation's details by its link's token: who invites, whom, as what, the phone's last digits",
    body: inviteTokenRequestSchema,
    data: inviteDetailsSchema,
  }),
  sendInviteCode: route({
    method: "POST",
    path: "users/sendinvitecode/",
    action: "public",
    tag: "users",
    summary: "Send a one-time code to the invited phone (the usual limits apply)",
    body: inviteTokenRequestSchema,
    data: generateOtpResponseSchema,
  }),
  acceptInvite: route({
    method: "POST",
    path: "users/acceptinvite/",
    action: "public",
    tag: "users",
    summary:
      "Accept an invitation with the code sent to its phone: logs in (or makes a light account, no ID document) acting for that family",
    body: acceptInviteRequestSchema,
    data: familySessionSchema,
  }),
  getLovedOnes: route({
    method: "POST",
    path: "users/getlovedones/",
    action: "readCare",
    tag: "users",
    summary: "The loved ones the member arranges care for (at most two)",
    body: lovedOnesRequestSchema,
    data: lovedOnesResponseSchema,
  }),
  saveLovedOne: route({
    method: "POST",
    path: "users/savelovedone/",
    action: "manageAccount",
    tag: "users",
    summary: "Add a loved one (no loved_one_id) or replace one of the member's own",
    body: saveLovedOneRequestSchema,
    data: saveLovedOneResponseSchema,
  }),
  removeLovedOne: route({
    method: "POST",
    path: "users/removelovedone/",
    action: "manageAccount",
    tag: "users",
    summary: "Remove one of the member's loved ones",
    body: removeLovedOneRequestSchema,
    data: messageResponseSchema,
  }),
  exportData: route({
    method: "POST",
    path: "users/exportdata/",
    action: "manageAccount",
    tag: "users",
    summary: "Everything held about the member and their loved ones, as a JSON file (ID number masked)",
    body: exportDataRequestSchema,
    data: dataExportSchema,
  }),
  eraseAccount: route({
    method: "POST",
    path: "users/eraseaccount/",
    action: "manageAccount",
    tag: "users",
    summary: "Withdraw consent and erase the account (code sent to the registered phone with login_flag)",
    body: eraseAccountRequestSchema,
    data: eraseAccountResponseSchema,
  }),
  paymentProcess: route({
    method: "POST",
    path: "users/paymentprocess/",
    action: "managePlans",
    tag: "users",
    summary: "Pay for a subscription request (amount checked against the catalogue)",
    body: paymentRequestSchema,
    data: paymentResponseSchema,
  }),
  paymentStatus: route({
    method: "POST",
    path: "users/paymentstatus/",
    action: "managePlans",
    tag: "users",
    summary:
      "How one of the member's payments stands (not in spec §7; the web app polls it while a payment confirms)",
    body: paymentStatusRequestSchema,
    data: paymentResponseSchema,
  }),
  paymentVerify: route({
    method: "POST",
    path: "users/paymentverify/",
    action: "managePlans",
    tag: "users",
    summary: "Confirm a Razorpay Checkout payment by its signature (not in spec §7)",
    body: paymentVerifyRequestSchema,
    data: paymentResponseSchema,
  }),
  getPayments: route({
    method: "POST",
    path: "users/getpayments/",
    action: "managePlans",
    tag: "users",
    summary: "The member's payment history with invoice numbers (not in spec §7)",
    body: memberPaymentsRequestSchema,
    data: memberPaymentsResponseSchema,
  }),
  getInvoice: route({
    method: "POST",
    path: "users/getinvoice/",
    action: "managePlans",
    tag: "users",
    summary: "One of the member's GST tax invoices (not in spec §7); users/invoicepdf/ returns it as a PDF",
    body: invoiceRequestSchema,
    data: invoiceSchema,
  }),
  getCreditNote: route({
    method: "POST",
    path: "users/getcreditnote/",
    action: "managePlans",
    tag: "users",
    summary:
      "One of the caller's GST credit notes, issued for a processed refund (issue 28); users/creditnotepdf/ returns it as a PDF",
    body: creditNoteRequestSchema,
    data: creditNoteSchema,
  }),
  creditNotePdf: route({
    method: "POST",
    path: "users/creditnotepdf/",
    action: "managePlans",
    tag: "users",
    summary:
      "One of the caller's GST credit notes as a PDF download (application/pdf; failures in the envelope)",
    body: creditNoteRequestSchema,
    data: creditNoteSchema,
  }),
  getCancellationQuote: route({
    method: "POST",
    path: "users/getcancellationquote/",
    action: "managePlans",
    tag: "users",
    summary:
      "What cancelling one of the member's plans today would mean: the date it stops, what was used, the charge and the refund (issue 28)",
    body: cancellationQuoteRequestSchema,
    data: cancellationQuoteResponseSchema,
  }),
  cancelSubscription: route({
    method: "POST",
    path: "users/cancelsubscription/",
    action: "managePlans",
    tag: "users",
    summary:
      "Ask to cancel one of the member's plans, with a reason and the quote's date and refund as seen (a changed quote is refused); the team decides",
    body: cancelSubscriptionRequestSchema,
    data: cancelSubscriptionResponseSchema,
  }),
  pausePlan: route({
    method: "POST",
    path: "users/pausesubscription/",
    action: "managePlans",
    tag: "users",
    summary:
      "Pause one of the member's plans for 1 to 3 months instead of cancelling (issue 47): its visits in the pause cancelled, its end moved out; once per plan year",
    body: pausePlanRequestSchema,
    data: pausePlanResponseSchema,
  }),
  setAutoRenew: route({
    method: "POST",
    path: "users/setautorenew/",
    action: "managePlans",
    tag: "users",
    summary:
      "Turn automatic renewal of one of the member's plans on (a mandate at the gateway, one per plan) or off (the mandate cancelled at once); issue 47",
    body: setAutoRenewRequestSchema,
    data: setAutoRenewResponseSchema,
  }),
  getAutoRenew: route({
    method: "POST",
    path: "users/getautorenew/",
    action: "managePlans",
    tag: "users",
    summary:
      "How automatic renewal of one of the member's plans stands: the mandate's method and state, the next debit's date and amount, and when its notice goes out",
    body: getAutoRenewRequestSchema,
    data: autoRenewalSchema,
  }),
  invoicePdf: route({
    method: "POST",
    path: "users/invoicepdf/",
    action: "managePlans",
    tag: "users",
    summary:
      "One of the member's GST tax invoices as a PDF download (application/pdf; failures in the envelope)",
    body: invoiceRequestSchema,
    data: invoiceSchema,
  }),
  fetchSubscriptionPlans: route({
    method: "GET",
    path: "shared/fetchsubscriptionplans/",
    action: "public",
    tag: "shared",
    summary: "The plan catalogue: tier × single/couple × annual/quarterly",
    body: undefined,
    data: fetchSubscriptionPlansResponseSchema,
  }),
  createSubscription: route({
    method: "POST",
    path: "users/subscription/create/",
    action: "managePlans",
    tag: "users",
    summary: "Create a subscription request for a plan; returns request_id",
    body: createSubscriptionRequestSchema,
    data: createSubscriptionResponseSchema,
  }),
  getCities: route({
    method: "GET",
    path: "shared/getcities/",
    action: "public",
    tag: "shared",
    summary: "Cities of every country (Data.cities of { city_id, city_name, state_id, country_id })",
    body: undefined,
    data: getCitiesResponseSchema,
  }),
  getStates: route({
    method: "GET",
    path: "shared/getstates/",
    action: "public",
    tag: "shared",
    summary: "States and union territories (Data.states)",
    body: undefined,
    data: getStatesResponseSchema,
  }),
  getCountries: route({
    method: "GET",
    path: "shared/getcountries/",
    action: "public",
    tag: "shared",
    summary: "Countries (Data.countries of { country_id, country_name, ... })",
    body: undefined,
    data: getCountriesResponseSchema,
  }),
  requestTown: route({
    method: "POST",
    path: "users/requesttown/",
    action: "manageAccount",
    tag: "users",
    summary: "My town is not listed: tell the team which town a loved one lives in (recorded as an enquiry)",
    body: townRequestSchema,
    data: townRequestResponseSchema,
  }),
  fetchServedPlaces: route({
    method: "GET",
    path: "shared/getservedplaces/",
    action: "public",
    tag: "shared",
    summary: "Where the service runs: the Indian cities served, by state",
    body: undefined,
    data: servedPlacesResponseSchema,
  }),
  fetchCompanyDetails: route({
    method: "GET",
    path: "shared/company/",
    action: "public",
    tag: "shared",
    summary: "Who stands behind the service: legal name, CIN, GSTIN, registered office, grievance officer",
    body: undefined,
    data: companyDetailsSchema,
  }),
  fetchServiceItems: route({
    method: "GET",
    path: "shared/fetchserviceitems/",
    action: "public",
    tag: "shared",
    summary: "The service catalogue, by assistance type",
    body: undefined,
    data: getServiceItemsResponseSchema,
  }),
  serviceBooking: route({
    method: "POST",
    path: "users/servicebooking/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Book a visit for one of the member's loved ones under the plan covering the day (idempotency_key: a retry returns the first booking)",
    body: createBookingRequestSchema,
    data: createBookingResponseSchema,
  }),
  previewVisitSeries: route({
    method: "POST",
    path: "users/previewvisitseries/",
    // Writes nothing: whoever follows the family's visits may see which dates a pattern would get.
    action: "readCare",
    tag: "users",
    summary:
      "A weekly pattern of visits judged date by date (ok, later, or why not: full, taken, allowance, outside the plan); nothing is written",
    body: previewVisitSeriesRequestSchema,
    data: previewVisitSeriesResponseSchema,
  }),
  createVisitSeries: route({
    method: "POST",
    path: "users/createvisitseries/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Books every bookable date of a weekly pattern at once, or nothing when they differ from the dates confirmed (409 naming them); idempotency_key: a retry answers the first series",
    body: createVisitSeriesRequestSchema,
    data: createVisitSeriesResponseSchema,
  }),
  getVisitSeries: route({
    method: "POST",
    path: "users/getvisitseries/",
    action: "readCare",
    tag: "users",
    summary:
      "The family's care schedules, newest first: each pattern, its next visits, its regular companion and the dates it skipped and why",
    body: visitSeriesListRequestSchema,
    data: visitSeriesListResponseSchema,
  }),
  endVisitSeries: route({
    method: "POST",
    path: "users/endvisitseries/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Ends a care schedule from a date: its visits from then on still going ahead are cancelled and given back to the allowance",
    body: endVisitSeriesRequestSchema,
    data: endVisitSeriesResponseSchema,
  }),
  updateVisitSeries: route({
    method: "POST",
    path: "users/updatevisitseries/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Changes a care schedule's pattern from a date: its visits from then are cancelled and the new pattern's dates booked at once, or nothing when they differ from the dates confirmed (409 naming them)",
    body: updateVisitSeriesRequestSchema,
    data: updateVisitSeriesResponseSchema,
  }),
  pauseVisits: route({
    method: "POST",
    path: "users/pausevisits/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Pauses a loved one's visits between two dates (a hospital stay, travel): every visit then is cancelled and given back to the allowance, and the care schedules skip those dates; idempotency_key: a retry answers the first pause",
    body: pauseVisitsRequestSchema,
    data: pauseVisitsResponseSchema,
  }),
  getAllBookings: route({
    method: "POST",
    path: "users/getallbookings/",
    action: "readCare",
    tag: "users",
    summary:
      "The member's bookings, paged: upcoming first (soonest first), then past; search and status filter",
    body: bookingListRequestSchema,
    data: bookingListResponseSchema,
  }),
  fetchSpecialities: route({
    method: "GET",
    path: "shared/fetchspecialities/",
    action: "public",
    tag: "shared",
    summary: "Caregiver specialities",
    body: undefined,
    data: getSpecialitiesResponseSchema,
  }),
  getDomainData: route({
    method: "POST",
    path: "shared/getdomaindata/",
    action: "public",
    tag: "shared",
    summary: "Lookup lists by domain type (id_type, shift_type, ...)",
    body: getDomainDataRequestSchema,
    data: getDomainDataResponseSchema,
  }),
  getServiceCalendar: route({
    method: "POST",
    path: "users/getservicecalendar/",
    action: "readCare",
    tag: "users",
    summary:
      "A month of one service as the member may book it: each day and shift open, full or closed, and their own bookings",
    body: serviceCalendarRequestSchema,
    data: serviceCalendarResponseSchema,
  }),
  getPlanUsage: route({
    method: "POST",
    path: "users/getplanusage/",
    action: "readCare",
    tag: "users",
    summary: "The member's current plan, what it includes, and visits used and left this month",
    body: planUsageRequestSchema,
    data: planUsageResponseSchema,
  }),
  requestReschedule: route({
    method: "POST",
    path: "users/requestreschedule/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Ask the team to move an upcoming booking to another day, shift and start time (one open request per booking)",
    body: rescheduleRequestSchema,
    data: rescheduleResponseSchema,
  }),
  getRescheduleRequests: route({
    method: "POST",
    path: "users/getreschedulerequests/",
    action: "readCare",
    tag: "users",
    summary: "The member's reschedule requests and their outcome, newest first",
    body: rescheduleListRequestSchema,
    data: rescheduleListResponseSchema,
  }),
  cancelBooking: route({
    method: "POST",
    path: "users/cancelbooking/",
    action: "changeVisits",
    tag: "users",
    summary: "Cancel one of the member's bookings, with a reason, until the cutoff before the visit",
    body: cancelBookingRequestSchema,
    data: cancelBookingResponseSchema,
  }),
  getAllFaqs: route({
    method: "GET",
    path: "shared/getallfaqs/",
    action: "public",
    tag: "shared",
    summary: "Published FAQs with their categories",
    body: undefined,
    data: getAllFaqsResponseSchema,
  }),
  createQuestion: route({
    method: "POST",
    path: "shared/createquestion/",
    action: "public",
    tag: "shared",
    summary: "Submit a question for the team",
    body: createQuestionRequestSchema,
    data: createQuestionResponseSchema,
  }),
  createEnquiry: route({
    method: "POST",
    path: "users/createenquiry/",
    action: "public",
    tag: "users",
    summary: "Send an enquiry (phone and email verified), optionally asking for a callback",
    body: createEnquiryRequestSchema,
    data: createEnquiryResponseSchema,
  }),
  adminLogin: route({
    method: "POST",
    path: "admin/login/",
    action: "public",
    tag: "admin",
    summary: "Log an administrator in with a one-time code",
    body: loginRequestSchema,
    data: adminLoginResponseSchema,
  }),
  adminLogout: route({
    method: "POST",
    path: "admin/logout/",
    action: "useConsole",
    tag: "admin",
    summary: "Revoke the current admin session",
    body: undefined,
    data: messageResponseSchema,
  }),
  adminGetAllMembers: route({
    method: "POST",
    path: "admin/getallmembers/",
    action: "manageMembers",
    tag: "admin",
    summary:
      "Members (erased accounts included, marked), paged: search by name, phone or email; joined between India dates; newest or oldest first",
    body: adminMemberListRequestSchema,
    data: adminMembersResponseSchema,
  }),
  adminGetMember: route({
    method: "POST",
    path: "admin/getmember/",
    action: "manageMembers",
    tag: "admin",
    summary:
      "One member's page: profile (ID number masked), loved ones, plans, payments and invoices, latest bookings, enquiries",
    body: adminMemberRequestSchema,
    data: adminMemberDetailSchema,
  }),
  adminExportMembers: route({
    method: "POST",
    path: "admin/exportmembers/",
    action: "manageMembers",
    tag: "admin",
    summary:
      "Every member matching the list's filters as a CSV download (text/csv; page fields ignored; failures in the envelope)",
    body: adminMemberListRequestSchema,
    data: adminMembersCsvSchema,
  }),
  adminRotateCheckInCode: route({
    method: "POST",
    path: "admin/rotatecheckincode/",
    action: "manageMembers",
    tag: "admin",
    summary:
      "Replace a loved one's check-in code (the QR code on the family's emergency card): the old code stops working at once; audited; the code itself is not answered",
    body: rotateCheckInCodeRequestSchema,
    data: rotateCheckInCodeResponseSchema,
  }),
  adminGetAllEnquiry: route({
    method: "POST",
    path: "admin/getallenquiry/",
    action: "manageEnquiries",
    tag: "admin",
    summary:
      "Enquiries, newest first: search by name, phone, email or message; filter by status, callback day and the days made",
    body: adminEnquiryListRequestSchema,
    data: adminEnquiryListResponseSchema,
  }),
  adminUpdateEnquiry: route({
    method: "POST",
    path: "admin/updateenquiry/",
    action: "manageEnquiries",
    tag: "admin",
    summary: "Mark an enquiry contacted or close it (with a note); closed is final; audited",
    body: updateEnquiryRequestSchema,
    data: updateEnquiryResponseSchema,
  }),
  adminExportEnquiries: route({
    method: "POST",
    path: "admin/exportenquiries/",
    action: "manageEnquiries",
    tag: "admin",
    summary: "Every enquiry matching the list's search and filters, as CSV (page fields ignored)",
    body: adminEnquiryListRequestSchema,
    data: z.string(),
  }),
  adminDashboard: route({
    method: "GET",
    path: "admin/dashboard/",
    action: "readDashboard",
    tag: "admin",
    summary: "Counts for the admin dashboard",
    body: undefined,
    data: adminDashboardResponseSchema,
  }),
  adminGetAllServiceBooking: route({
    method: "POST",
    path: "admin/getallservicebooking/",
    action: "readBookings",
    tag: "admin",
    summary:
      "All service bookings, paged: search by member name, phone or email, loved one or service; filter by status, service, city, shift and visit dates",
    body: adminBookingListRequestSchema,
    data: adminBookingsResponseSchema,
  }),
  adminGetProfile: route({
    method: "GET",
    path: "admin/getprofile/",
    action: "useConsole",
    tag: "admin",
    summary: "The signed-in administrator's own details and latest actions",
    body: undefined,
    data: adminProfileResponseSchema,
  }),
  adminExportServiceBookings: route({
    method: "POST",
    path: "admin/exportservicebookings/",
    action: "readBookings",
    tag: "admin",
    summary: "Every booking matching the list's search and filters, as CSV (page fields ignored)",
    body: adminBookingListRequestSchema,
    data: z.string(),
  }),
  adminTakeAction: route({
    method: "POST",
    path: "admin/takeaction/",
    action: "actOnBookings",
    tag: "admin",
    summary:
      "Confirm, reject (with a reason), complete or cancel (with a reason) a booking, along the booking state machine; audited, the family told",
    body: takeActionRequestSchema,
    data: takeActionResponseSchema,
  }),
  adminGetAllRefunds: route({
    method: "POST",
    path: "admin/getallrefunds/",
    action: "seePayments",
    tag: "admin",
    summary:
      "Plan cancellation requests (waiting first) with their quotes, and payments captured twice (refund_due) (issue 28)",
    body: adminRefundListRequestSchema,
    data: adminRefundListResponseSchema,
  }),
  adminDecideCancellation: route({
    method: "POST",
    path: "admin/decidecancellation/",
    action: "decideRefunds",
    tag: "admin",
    summary:
      "Approve a plan cancellation (the charge may be lowered, with a note; the plan stops and later visits are cancelled) or decline it with a reason; audited, the family told",
    body: decideCancellationRequestSchema,
    data: decideCancellationResponseSchema,
  }),
  adminCloseIncident: route({
    method: "POST",
    path: "admin/closeincident/",
    action: "handleIncidents",
    tag: "admin",
    summary:
      "Close an open incident with a note of how it was resolved: once; audited, and the family told and shown the resolution on the booking",
    body: closeIncidentRequestSchema,
    data: closeIncidentResponseSchema,
  }),
  adminRefundPayment: route({
    method: "POST",
    path: "admin/refundpayment/",
    action: "decideRefunds",
    tag: "admin",
    summary:
      "Refund in full a payment captured for a plan already paid (refund_due): once per payment, sent to the gateway by the refund sweep; audited, the family told when it is processed",
    body: refundPaymentRequestSchema,
    data: refundPaymentResponseSchema,
  }),
  adminGetAllReschedule: route({
    method: "POST",
    path: "admin/getallreschedule/",
    action: "readBookings",
    tag: "admin",
    summary: "Members' reschedule requests, open ones first, searchable and filterable by status",
    body: adminRescheduleListRequestSchema,
    data: adminRescheduleListResponseSchema,
  }),
  adminDecideReschedule: route({
    method: "POST",
    path: "admin/decidereschedule/",
    action: "actOnBookings",
    tag: "admin",
    summary:
      "Approve a reschedule request (the booking moves, checked again against capacity and the rules) or decline it with a note; audited, the family told",
    body: decideRescheduleRequestSchema,
    data: decideRescheduleResponseSchema,
  }),
  adminGetAuditLog: route({
    method: "POST",
    path: "admin/getauditlog/",
    action: "readAuditLog",
    tag: "admin",
    summary: "Every administrator action with the state before and after, newest first, with filters",
    body: auditListRequestSchema,
    data: auditListResponseSchema,
  }),
  adminGetAllFaq: route({
    method: "POST",
    path: "admin/getallfaq/",
    action: "manageFaqs",
    tag: "admin",
    summary: "All FAQs (published or not), paged: search, category and published filters",
    body: adminFaqListRequestSchema,
    data: adminFaqListResponseSchema,
  }),
  adminModifyFaq: route({
    method: "POST",
    path: "admin/modifyfaq/",
    action: "manageFaqs",
    tag: "admin",
    summary: "Create (no faq_id) or update an FAQ; the public list shows it at once; audited",
    body: modifyFaqRequestSchema,
    data: modifyFaqResponseSchema,
  }),
  adminGetAllQuestions: route({
    method: "POST",
    path: "admin/getallquestions/",
    action: "answerQuestions",
    tag: "admin",
    summary: "Visitors' questions, newest first: search, status filter",
    body: adminQuestionListRequestSchema,
    data: adminQuestionListResponseSchema,
  }),
  adminAnswerQuestion: route({
    method: "POST",
    path: "admin/answerquestion/",
    action: "answerQuestions",
    tag: "admin",
    summary: "Answer a new visitor's question by creating an FAQ from it, in one step; audited",
    body: answerQuestionRequestSchema,
    data: answerQuestionResponseSchema,
  }),
  adminCloseQuestion: route({
    method: "POST",
    path: "admin/closequestion/",
    action: "answerQuestions",
    tag: "admin",
    summary: "Close a new visitor's question without an FAQ, with a note; audited",
    body: closeQuestionRequestSchema,
    data: closeQuestionResponseSchema,
  }),
  adminGetAllStaff: route({
    method: "POST",
    path: "admin/getallstaff/",
    action: "manageStaff",
    tag: "admin",
    summary: "The console's staff, paged: search by name, phone or email; filter by role and active",
    body: staffListRequestSchema,
    data: staffListResponseSchema,
  }),
  adminModifyStaff: route({
    method: "POST",
    path: "admin/modifystaff/",
    action: "manageStaff",
    tag: "admin",
    summary:
      "Add (no staff_id) or change a member of staff: name, phone (their login), email, role, the cities a coordinator covers, active; a deactivated one's sessions end at once; audited",
    body: modifyStaffRequestSchema,
    data: modifyStaffResponseSchema,
  }),
  adminGetHolidays: route({
    method: "POST",
    path: "admin/getholidays/",
    action: "manageHolidays",
    tag: "admin",
    summary:
      "The year's holidays (national and each state's), sorted by date: filters year and state; each with its name, place, whether closed and where it came from",
    body: holidayListRequestSchema,
    data: holidayListResponseSchema,
  }),
  adminModifyHoliday: route({
    method: "POST",
    path: "admin/modifyholiday/",
    action: "manageHolidays",
    tag: "admin",
    summary:
      "Add a team holiday (no holiday_id: date, name, state_id or null for all India), or rename, close or reopen one; audited",
    body: modifyHolidayRequestSchema,
    data: modifyHolidayResponseSchema,
  }),
  adminGetAllCompanions: route({
    method: "POST",
    path: "admin/getallcompanions/",
    action: "manageCompanions",
    tag: "admin",
    summary:
      "The care team, paged: search by name, phone, email or PIN code; filter by city, active, assignable",
    body: adminCompanionListRequestSchema,
    data: adminCompanionListResponseSchema,
  }),
  adminGetCompanion: route({
    method: "POST",
    path: "admin/getcompanion/",
    action: "manageCompanions",
    tag: "admin",
    summary: "One companion with their weekly pattern and leave",
    body: adminCompanionRequestSchema,
    data: adminCompanionDetailSchema,
  }),
  adminModifyCompanion: route({
    method: "POST",
    path: "admin/modifycompanion/",
    action: "manageCompanions",
    tag: "admin",
    summary:
      "Add (no companion_id) or change a companion: contact (the phone is their login), languages, kinds of visit, area, checks with dates, active; audited",
    body: modifyCompanionRequestSchema,
    data: modifyCompanionResponseSchema,
  }),
  adminSetCompanionAvailability: route({
    method: "POST",
    path: "admin/setcompanionavailability/",
    action: "manageCompanions",
    tag: "admin",
    summary: "Replace a companion's weekly pattern (weekday and shift) and leave (date ranges); audited",
    body: setCompanionAvailabilityRequestSchema,
    data: modifyCompanionResponseSchema,
  }),
  adminSuggestCompanions: route({
    method: "POST",
    path: "admin/suggestcompanions/",
    action: "actOnBookings",
    tag: "admin",
    summary:
      "Companions who could make a booking's visit, best first, with why: the family prefers them, visited this loved one before, speaks their language, fewest visits this week",
    body: suggestCompanionsRequestSchema,
    data: suggestCompanionsResponseSchema,
  }),
  adminGetVisitSeries: route({
    method: "POST",
    path: "admin/getvisitseries/",
    action: "readBookings",
    tag: "admin",
    summary:
      "The care schedules with visits ahead in the caller's cities, paged: each family, loved one, service and pattern, its regular companion, and its upcoming dates without them and why",
    body: adminVisitSeriesListRequestSchema,
    data: adminVisitSeriesListResponseSchema,
  }),
  adminAssignCompanion: route({
    method: "POST",
    path: "admin/assigncompanion/",
    action: "actOnBookings",
    tag: "admin",
    summary:
      "Assign or change the companion of a requested or confirmed visit (optionally confirming it); a change of a confirmed visit's companion needs the reason the family is told; a care schedule's first assignment (or make_regular) makes the companion its regular one, given its later visits they are free for; audited",
    body: assignCompanionRequestSchema,
    data: assignCompanionResponseSchema,
  }),
  adminAutoassign: route({
    method: "POST",
    path: "admin/autoassign/",
    action: "actOnBookings",
    tag: "admin",
    summary:
      "Give every visit of a city in a span of days (at most 31) that has no companion to the best-suited companion free for it, under the hard rules of admin/assigncompanion/, preferring the regular companion, who served the loved one in the last 90 days, the family's preference, a shared language and a light load; each choice with why, each visit left with why not, and a summary; dry_run writes nothing; audited",
    body: autoassignRequestSchema,
    data: autoassignResponseSchema,
  }),
  adminGetScheduleBoard: route({
    method: "POST",
    path: "admin/getscheduleboard/",
    action: "readBookings",
    tag: "admin",
    summary:
      "A city's day for the coordinator's board: its companions working that day (shifts, leave) and every visit going ahead with who makes it, the unassigned ones with none",
    body: scheduleBoardRequestSchema,
    data: scheduleBoardResponseSchema,
  }),
  companionLogin: route({
    method: "POST",
    path: "companion/login/",
    action: "public",
    tag: "companion",
    summary: "Log a companion in with a one-time code sent to their phone (user_type 3)",
    body: loginRequestSchema,
    data: companionLoginResponseSchema,
  }),
  companionLogout: route({
    method: "POST",
    path: "companion/logout/",
    action: "ownVisits",
    tag: "companion",
    summary: "Revoke the current companion session",
    body: undefined,
    data: messageResponseSchema,
  }),
  companionGetVisits: route({
    method: "POST",
    path: "companion/getvisits/",
    action: "ownVisits",
    tag: "companion",
    summary:
      "The visits assigned to the companion, today and the next seven days, with what they need at the door",
    body: undefined,
    data: companionVisitsResponseSchema,
  }),
  companionCheckIn: route({
    method: "POST",
    path: "companion/checkin/",
    action: "ownVisits",
    tag: "companion",
    summary:
      "Check in to one's own confirmed visit, from 60 minutes before it starts (server time; a location only if shared); the family is told of the arrival; once",
    body: visitCheckRequestSchema,
    data: visitCheckResponseSchema,
  }),
  companionCheckOut: route({
    method: "POST",
    path: "companion/checkout/",
    action: "ownVisits",
    tag: "companion",
    summary: "Check out of one's own visit after checking in (server time; a location only if shared); once",
    body: visitCheckRequestSchema,
    data: visitCheckResponseSchema,
  }),
  companionUploadPhoto: route({
    method: "POST",
    path: "companion/uploadphoto/",
    action: "ownVisits",
    tag: "companion",
    summary:
      "Add the one photo of one's own visit before filing its report (multipart: booking_id and photo; JPEG, PNG or WebP by content, at most 5 MB; re-encoded without location or camera data); a new one replaces it",
    body: undefined,
    data: uploadPhotoResponseSchema,
    upload: { fields: uploadPhotoFieldsSchema, file: "photo" },
  }),
  companionReportIncident: route({
    method: "POST",
    path: "companion/reportincident/",
    action: "ownVisits",
    tag: "companion",
    summary:
      "Report an incident on one's own visit of today or yesterday (severity, what happened): the team is emailed at once (issue 29)",
    body: reportIncidentRequestSchema,
    data: reportIncidentResponseSchema,
  }),
  companionSubmitReport: route({
    method: "POST",
    path: "companion/submitreport/",
    action: "ownVisits",
    tag: "companion",
    summary:
      "File the report of one's own visit after checking out (tasks, mood, a concern, a note for the family); completes the visit and tells the family; once",
    body: submitReportRequestSchema,
    data: submitReportResponseSchema,
  }),
  companionSetLanguage: route({
    method: "POST",
    path: "companion/setlanguage/",
    action: "ownVisits",
    tag: "companion",
    summary:
      "Keep the language the companion reads the app in on their own account (en, hi, bn or ta); the app starts in it (issue 46)",
    body: setLanguageRequestSchema,
    data: setLanguageResponseSchema,
  }),
  getVisitReport: route({
    method: "POST",
    path: "users/getvisitreport/",
    action: "readCare",
    tag: "users",
    summary: "The report of one of the member's own visits, with their rating once given",
    body: visitReportRequestSchema,
    data: visitReportSchema,
  }),
  getMonthlySummary: route({
    method: "POST",
    path: "users/getmonthlysummary/",
    action: "readCare",
    tag: "users",
    summary:
      "One loved one's month (YYYY-MM): visits booked, made, missed and cancelled, arrivals on time, companions, tasks, concerns and incidents, mood over 90 days and visits per week (issue 47)",
    body: monthlySummaryRequestSchema,
    data: monthlySummarySchema,
  }),
  visitPhoto: route({
    method: "POST",
    path: "users/visitphoto/",
    action: "readCare",
    tag: "users",
    summary: "The photo of one of the member's own visits (image/jpeg; failures in the envelope)",
    body: visitReportRequestSchema,
    data: messageResponseSchema,
  }),
  companionPhoto: route({
    method: "POST",
    path: "users/companionphoto/",
    action: "readCare",
    tag: "users",
    summary:
      "The photo of the companion of one of the member's own confirmed or completed visits (image/jpeg; failures in the envelope)",
    body: visitReportRequestSchema,
    data: messageResponseSchema,
  }),
  rateVisit: route({
    method: "POST",
    path: "users/ratevisit/",
    action: "changeVisits",
    tag: "users",
    summary:
      "Rate one of the member's own reported visits 1-5 with a comment, once; optionally prefer the companion or ask that they are not sent again",
    body: rateVisitRequestSchema,
    data: rateVisitResponseSchema,
  }),
  adminGetVisitReport: route({
    method: "POST",
    path: "admin/getvisitreport/",
    action: "readBookings",
    tag: "admin",
    summary: "A visit's report and rating as the team reads them",
    body: visitReportRequestSchema,
    data: visitReportSchema,
  }),
  adminVisitPhoto: route({
    method: "POST",
    path: "admin/visitphoto/",
    action: "readBookings",
    tag: "admin",
    summary: "A visit's photo (image/jpeg; failures in the envelope)",
    body: visitReportRequestSchema,
    data: messageResponseSchema,
  }),
  adminUploadCompanionPhoto: route({
    method: "POST",
    path: "admin/uploadcompanionphoto/",
    action: "manageCompanions",
    tag: "admin",
    summary:
      "Set a companion's photo (multipart: companion_id and photo; JPEG, PNG or WebP by content, at most 5 MB; re-encoded without location or camera data); audited",
    body: undefined,
    data: uploadPhotoResponseSchema,
    upload: { fields: uploadCompanionPhotoFieldsSchema, file: "photo" },
  }),
  adminCompanionPhoto: route({
    method: "POST",
    path: "admin/companionphoto/",
    action: "manageCompanions",
    tag: "admin",
    summary: "A companion's photo (image/jpeg; failures in the envelope)",
    body: adminCompanionRequestSchema,
    data: messageResponseSchema,
  }),
} as const;

export type ApiName = keyof typeof API;
export type ApiData<N extends ApiName> = z.infer<(typeof API)[N]["data"]>;
export type ApiBody<N extends ApiName> = (typeof API)[N]["body"] extends z.ZodType
  ? z.input<NonNullable<(typeof API)[N]["body"]>>
  : undefined;

export function responseSchemaOf(r: RouteContract) {
  return envelopeSchema(r.data);
}

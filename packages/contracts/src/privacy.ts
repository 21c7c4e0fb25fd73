import { z } from "zod";
import { invoiceSchema, memberPaymentSchema } from "./billing.ts";
import { creditNoteSchema } from "./credit-notes.ts";
import { emergencyCardSchema } from "./emergency-card.ts";
import { enquirySchema } from "./enquiries.ts";
import { getFamilyResponseSchema } from "./family.ts";
import { bookingIncidentSchema } from "./incidents.ts";
import { lovedOneSchema } from "./loved-ones.ts";
import { profileSchema } from "./members.ts";
import { notificationPrefsSchema } from "./notification-prefs.ts";
import { cancellationSchema } from "./plan-cancellation.ts";
import { otpSchema, positiveIdSchema } from "./validation/fields.ts";
import { visitReportSchema } from "./visit-reports.ts";
import { visitPauseSchema, visitSeriesItemSchema } from "./visit-series.ts";

/*
 * A member's rights under India's Digital Personal Data Protection Act 2023 (issue 11): a copy of
 * everything held about them, and withdrawing consent by erasing the account.
 * docs/decisions/0021-loved-ones-and-privacy.md says what is kept and why.
 */

export const PRIVACY_MESSAGES = {
  exportReady: "Your data file has been downloaded.",
  erased:
    "Your account has been erased. We have kept only the payment and GST invoice records the law requires.",
  erasureCodeHint: "We will send a one-time code to your registered phone number to confirm it is you.",
  activePlanWarning:
    "You have a plan that is running or paid for. Erasing your account ends it: under our Cancellation and Refund Policy we refund a plan that has not started in full less administrative charges, and a running plan pro rata less administrative charges of up to 20% of the fees, within 15 working days to the original payment method.",
  confirmErase: "Erase my account",
  erasureCodeInvalid: "Please enter the valid OTP sent to your phone",
} as const;

/** users/exportdata/: the member's data as one JSON file (a download, not the envelope). */
export const exportDataRequestSchema = z.strictObject({ user_id: positiveIdSchema("user_id is required") });

/**
 * users/eraseaccount/: the code sent to the member's registered phone by shared/generateotp/ with
 * login_flag (it proves the phone, as a login would), then the account is anonymised.
 */
export const eraseAccountRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  otp: otpSchema,
});
export const eraseAccountResponseSchema = z.object({ Message: z.string() });

/** The file users/exportdata/ sends: what the service holds, with the ID number masked. */
export const DATA_EXPORT_FORMAT_VERSION = 1;
export const dataExportSchema = z.object({
  format_version: z.literal(DATA_EXPORT_FORMAT_VERSION),
  exported_at: z.string(),
  /** Profile with subscriptions; the ID number masked as everywhere. */
  profile: profileSchema,
  consent: z.object({ version: z.string().nullable(), accepted_at: z.string().nullable() }),
  loved_ones: z.array(lovedOneSchema),
  /** Each loved one's emergency card, with the consent recorded for allergies and medicines (issue 29). */
  emergency_cards: z.array(emergencyCardSchema),
  payments: z.array(memberPaymentSchema),
  invoices: z.array(invoiceSchema),
  /** GST credit notes for the member's refunds, exactly as issued (issue 28). */
  credit_notes: z.array(creditNoteSchema),
  /** Requests to cancel a plan, with the quote confirmed and the reason written (issue 28). */
  plan_cancellations: z.array(cancellationSchema),
  /** Enquiries sent with the member's registered phone or email, or while logged in. */
  enquiries: z.array(enquirySchema),
  /**
   * The reports of the member's visits (what was done, mood, notes, when filed) with their rating, as
   * users/getvisitreport/ shows them; a photo is marked by has_photo (users/visitphoto/ sends it).
   */
  visit_reports: z.array(visitReportSchema),
  /** Incidents reported on the member's visits (issue 29), with the booking each is on. */
  incidents: z.array(bookingIncidentSchema.extend({ booking_id: z.number().int() })),
  /** The family's care schedules (issue 44): each pattern, its next visits and the dates it skipped. */
  care_schedules: z.array(visitSeriesItemSchema),
  /** The pauses in the loved ones' visits (issue 44): the dates, the reason, how many visits it cancelled. */
  care_pauses: z.array(visitPauseSchema),
  /** How messages reach the member, with the WhatsApp opt-in's record (issue 29). */
  message_choices: notificationPrefsSchema,
  /**
   * The family circle (issue 29): the people the member invited (as the payer), the families they belong
   * to, and what circle members did on the account.
   */
  family: getFamilyResponseSchema.pick({ circle: true, families: true, activity: true }),
});
export type DataExport = z.infer<typeof dataExportSchema>;

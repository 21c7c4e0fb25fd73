import { z } from "zod";
import { adminSearchShape, fromBeforeTo, optionalDate } from "./admin-bookings.ts";
import { enquirySchema } from "./enquiries.ts";
import { listResponseSchema } from "./list.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

/** Where the team may move an enquiry: closed is final, and a status never "moves" to itself. */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["closed"],
  closed: [],
};
export const ENQUIRY_UPDATE_STATUSES = ["contacted", "closed"] as const;
export type EnquiryUpdateStatus = (typeof ENQUIRY_UPDATE_STATUSES)[number];

export function canMoveEnquiry(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return ENQUIRY_TRANSITIONS[from].includes(to);
}

export const ADMIN_ENQUIRY_MESSAGES = {
  notFound: "This enquiry does not exist.",
  noteRequired: "Please write a note on why the enquiry is closed",
  contacted: "Enquiry marked as contacted.",
  closed: "Enquiry closed.",
  changedMeanwhile:
    "Another administrator changed this enquiry a moment ago. Please refresh to see where it stands now.",
} as const;

/** "This enquiry is closed, so it cannot be marked contacted." / "This enquiry is already contacted." */
export function enquiryRefusedMessage(status: EnquiryStatus, to: EnquiryStatus): string {
  if (status === to) return `This enquiry is already ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}.`;
  const verb = to === "closed" ? "closed" : "marked contacted";
  return `This enquiry is ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}, so it cannot be ${verb}.`;
}

/**
 * When a callback is due (the rule, written once): at the preferred hour (India time) on the India day
 * the enquiry was made if that hour is still ahead of the moment it was made, else at that hour the next
 * day. `preferredTime` is "HH:00:00" (India); null (no callback) gives null. Returns an ISO instant.
 * The list's `callback_on` filter is this rule's India day (the server's SQL mirrors it).
 */
export function callbackDueAt(createdAt: Date | string, preferredTime: string | null): string | null {
  if (preferredTime === null) return null;
  const made = new Date(createdAt);
  const hour = /^(\d{2}):00(:00)?$/.exec(preferredTime)?.[1];
  if (Number.isNaN(made.getTime()) || hour === undefined) return null;
  const day = new Date(made.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const sameDay = new Date(`${day}T${hour}:00:00+05:30`);
  const due = sameDay > made ? sameDay : new Date(sameDay.getTime() + 86_400_000);
  return due.toISOString();
}

const enquiryStatusFilter = z
  .enum(ENQUIRY_STATUSES, { error: `status must be one of: ${ENQUIRY_STATUSES.join(", ")}` })
  .nullable()
  .optional();

/**
 * admin/getallenquiry/ and admin/exportenquiries/: search by name, phone, email or message; status;
 * callbacks due on an India day (callbackDueAt); the India days the enquiries were made (both included).
 */
export const adminEnquiryListRequestSchema = z
  .strictObject({
    ...adminSearchShape,
    status: enquiryStatusFilter,
    callback_on: optionalDate,
    date_from: optionalDate,
    date_to: optionalDate,
  })
  .superRefine(fromBeforeTo);
export type AdminEnquiryListRequest = z.input<typeof adminEnquiryListRequestSchema>;

export const adminEnquirySchema = enquirySchema.extend({
  admin_note: z.string().nullable(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
  /** When the callback is due (ISO; null without a callback), by callbackDueAt. */
  callback_due_at: z.string().nullable(),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;
export const adminEnquiryListResponseSchema = listResponseSchema(adminEnquirySchema);

const noteSchema = plainText(
  z.string().trim().max(500, "Note cannot exceed 500 characters"),
  "Note",
  true,
).optional();

/** admin/updateenquiry/: new → contacted or closed, contacted → closed; closing needs a note. */
export const updateEnquiryRequestSchema = z
  .strictObject({
    enquiry_id: positiveIdSchema("enquiry_id is required"),
    status: z.enum(ENQUIRY_UPDATE_STATUSES, { error: "status must be contacted or closed" }),
    note: noteSchema,
  })
  .superRefine((v, ctx) => {
    if (v.status === "closed" && !v.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: ADMIN_ENQUIRY_MESSAGES.noteRequired });
    }
  });
export type UpdateEnquiryRequest = z.infer<typeof updateEnquiryRequestSchema>;
export const updateEnquiryResponseSchema = z.object({ enquiry: adminEnquirySchema, Message: z.string() });

/** The enquiries screen's words. */
export const ADMIN_ENQUIRY_TEXT = {
  loading: "Loading enquiries...",
  failed: "We could not load the enquiries.",
  none: "No enquiries match these filters.",
  updating: "Updating enquiry. Please Wait...",
  exporting: "Preparing the enquiries file. Please Wait...",
  exported: "Enquiries file downloaded.",
  noCallback: "No callback asked for",
  noteHint: "For the team; the audit log keeps it.",
} as const;

import {
  ADMIN_ENQUIRY_TEXT,
  type AdminEnquiry,
  ENQUIRY_TRANSITIONS,
  type EnquiryUpdateStatus,
  TIME_ZONE,
} from "@eldercare/contracts";

const dayMonth = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, day: "numeric", month: "short" });
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  // h12, not hour12: en-GB would write midnight as "0:00 am".
  hourCycle: "h12",
});

/** "Call back 23 Nov, 4:00 PM IST" (India time), or that no callback was asked for. */
export function callbackText(dueAt: string | null): string {
  if (!dueAt) return ADMIN_ENQUIRY_TEXT.noCallback;
  const at = new Date(dueAt);
  if (Number.isNaN(at.getTime())) return ADMIN_ENQUIRY_TEXT.noCallback;
  const time = clock.format(at).replace(/\s*(am|pm)$/i, (_m, s: string) => ` ${s.toUpperCase()}`);
  return `Call back ${dayMonth.format(at)}, ${time} IST`;
}

/** The buttons' words for each move. */
export const ENQUIRY_ACTION_LABELS: Record<EnquiryUpdateStatus, string> = {
  contacted: "Mark contacted",
  closed: "Close",
};

/** What the note dialog of each move says. */
export const ENQUIRY_NOTE_DIALOG: Record<
  EnquiryUpdateStatus,
  { title: string; label: string; submit: string }
> = {
  contacted: { title: "Mark this enquiry contacted?", label: "Note (optional)", submit: "Mark contacted" },
  closed: { title: "Close this enquiry?", label: "Why is it closed?", submit: "Close enquiry" },
};

/** The moves an enquiry allows now (closed allows none). */
export function enquiryActions(e: Pick<AdminEnquiry, "status">): EnquiryUpdateStatus[] {
  return ENQUIRY_TRANSITIONS[e.status].filter((s): s is EnquiryUpdateStatus => s !== "new");
}

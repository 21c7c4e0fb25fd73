import { callbackDueAt, enquiryReference } from "@eldercare/contracts";
import type { EnquiryRow } from "./enquiries.repo.ts";

const when = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** "09:00:00" → "9:00 AM" (the callback time as the team reads it; India time). */
export function callbackTimeLabel(preferredTime: string): string {
  const hour = Number(preferredTime.slice(0, 2));
  const meridiem = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${meridiem}`;
}

/** The support team's notification of a new enquiry: everything needed to call back, in plain text. */
export function enquiryEmail(e: EnquiryRow, place: { city: string; country: string }) {
  // The same instant the family was told on the Thank You: the next such hour after they asked.
  const callAt = e.isCallback ? callbackDueAt(e.createdAt, e.preferredTime) : null;
  const callback =
    e.isCallback && e.preferredTime
      ? `Yes, at ${callbackTimeLabel(e.preferredTime)} (India time)${callAt ? `, first on ${when.format(new Date(callAt))}` : ""}`
      : "No";
  const reference = enquiryReference(e.id);
  return {
    subject: `New enquiry ${reference} from ${e.userName}${e.isCallback ? " (callback requested)" : ""}`,
    body: [
      `A new enquiry arrived on ${when.format(e.createdAt)} (India time).`,
      "",
      `Name:      ${e.userName}`,
      `Phone:     ${e.dialCode} ${e.phone} (verified)`,
      `Email:     ${e.email} (verified)`,
      `Location:  ${place.city}, ${place.country}`,
      `Callback:  ${callback}`,
      `Member:    ${e.userId ? `yes, user ${e.userId}` : "no (visitor)"}`,
      "",
      "Message:",
      e.userMessage,
      "",
      `Enquiry ${reference} (the family has this reference). Please get in touch with them shortly.`,
    ].join("\n"),
  };
}

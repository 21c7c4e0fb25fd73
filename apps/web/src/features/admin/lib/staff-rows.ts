import { displayPhone, STAFF_ROLE_LABELS, type StaffMember } from "@eldercare/contracts";
import { STAFF_TEXT } from "./staff-text.ts";

/** One member of staff as the table row and the phone card show them. */
export interface StaffRowText {
  name: string;
  phone: string;
  email: string;
  role: string;
  /** "Kolkata, Chennai", or "Every city" for an administrator. */
  cities: string;
  active: string;
}

export function staffRowText(s: StaffMember): StaffRowText {
  return {
    name: s.full_name,
    phone: displayPhone(s.phone),
    email: s.email,
    role: STAFF_ROLE_LABELS[s.role],
    cities: s.role === "admin" ? STAFF_TEXT.everyCity : s.cities.map((c) => c.city_name).join(", "),
    active: s.is_active ? STAFF_TEXT.active : STAFF_TEXT.inactive,
  };
}

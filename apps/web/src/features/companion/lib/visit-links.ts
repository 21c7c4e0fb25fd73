import {
  type CompanionVisit,
  DEFAULT_COUNTRY_DIAL_CODE,
  displayPhone,
  MOBILITY_LABELS,
  type MobilityLevel,
  phoneText,
} from "@eldercare/contracts";

/** The visit's address on one line, as a map search reads it. */
export function addressOf(v: Pick<CompanionVisit, "address_line" | "city_name" | "pincode">): string {
  return `${v.address_line}, ${v.city_name} ${v.pincode}`;
}

/** A map search for the address (opens the phone's maps app where it has one). */
export function mapLink(v: Pick<CompanionVisit, "address_line" | "city_name" | "pincode">): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${addressOf(v)}, India`)}`;
}

/** A phone as stored (10 Indian digits or E.164) → its tel: link and how it is shown; null when empty. */
export function phoneLink(phone: string): { href: string; text: string } | null {
  const trimmed = phone.replace(/[\s-]/g, "");
  if (!trimmed) return null;
  if (/^\d{10}$/.test(trimmed)) {
    return {
      href: `tel:${DEFAULT_COUNTRY_DIAL_CODE}${trimmed}`,
      text: phoneText(DEFAULT_COUNTRY_DIAL_CODE, trimmed),
    };
  }
  return { href: `tel:${trimmed}`, text: trimmed.startsWith("+") ? displayPhone(trimmed) : phone };
}

/** The mobility code as words ("Walks with support"); an unknown one as it came. */
export function mobilityLabel(mobility: string): string {
  return MOBILITY_LABELS[mobility as MobilityLevel] ?? mobility;
}

import {
  ADMIN_MEMBER_TEXT,
  type AdminCircleMember,
  type AdminMember,
  type AdminMemberPlan,
  type AdminMemberProfile,
  displayPhone,
  PLAN_PAUSE_TEXT,
} from "@eldercare/contracts";
import { formatIndiaDateTime, formatIndiaDay, formatInr } from "../../../lib/format.ts";
import { planName, SUBSCRIPTION_STATUS_LABELS } from "../../../lib/plan-labels.ts";
import { tierLabel } from "../../../lib/plan-tiers.ts";

/** The console's address of a member's page. */
export const memberPath = (memberId: number) => `/admin/members/${memberId}`;

/** The member id in /admin/members/:memberId, or 0 when it is not a positive whole number. */
export function memberIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && String(id) === param ? id : 0;
}

/** One member as the table row and the phone card show them (dates in India time). */
export interface MemberRowText {
  name: string;
  phone: string;
  email: string;
  city: string;
  /** "Gold · Active", "Gold · Active · Paused" (paused today, decision 0095), or "No plan". */
  plan: string;
  lovedOnes: string;
  upcoming: string;
  /** "23 Nov 2026" */
  joined: string;
}

export function memberRowText(m: AdminMember): MemberRowText {
  return {
    name: m.user_name,
    phone: displayPhone(m.phone),
    email: m.email,
    city: m.city_name ?? ADMIN_MEMBER_TEXT.notGiven,
    plan:
      m.plan_type_name && m.plan_status
        ? `${tierLabel(m.plan_type_name)} · ${SUBSCRIPTION_STATUS_LABELS[m.plan_status]}${m.plan_paused ? ` · ${PLAN_PAUSE_TEXT.badge}` : ""}`
        : ADMIN_MEMBER_TEXT.noPlan,
    lovedOnes: String(m.loved_ones_count),
    upcoming: String(m.upcoming_visits),
    joined: formatIndiaDay(m.created_at),
  };
}

/** The profile's lines, as the member page lists them (the ID number only masked). */
export function profileLines(p: AdminMemberProfile): { label: string; value: string }[] {
  const notGiven = ADMIN_MEMBER_TEXT.notGiven;
  const address = [p.address_line, p.city_name, p.state_name, p.country_name, p.pincode]
    .filter((part): part is string => Boolean(part))
    .join(", ");
  return [
    { label: "Phone", value: displayPhone(p.phone) },
    { label: "Email", value: p.email },
    { label: "Relationship", value: p.user_relation.join(", ") || notGiven },
    { label: "Address", value: address || notGiven },
    {
      label: "ID document",
      value: p.id_no_masked ? `${p.id_type_name ?? "ID"} ${p.id_no_masked}` : notGiven,
    },
    {
      label: "Consent",
      value: p.consent_accepted_at
        ? `Version ${p.consent_version ?? "?"}, accepted ${formatIndiaDateTime(p.consent_accepted_at)}`
        : notGiven,
    },
    { label: "Joined", value: formatIndiaDateTime(p.created_at) },
    ...(p.erased_at ? [{ label: "Erased", value: formatIndiaDateTime(p.erased_at) }] : []),
  ];
}

/** "Gold plan · Couple · Annual", "1 Dec 2026 – 30 Nov 2027", "₹12,000.00". */
export function planText(s: AdminMemberPlan) {
  return {
    name: planName(s),
    period: `${formatIndiaDay(s.start_date)} – ${formatIndiaDay(s.end_date)}`,
    status: SUBSCRIPTION_STATUS_LABELS[s.status],
    // Absent for a coordinator (money is the administrators').
    amount: s.amount === undefined ? null : formatInr(s.amount),
  };
}

/** Where an invitation to the member's circle stands, in the console's words. */
export const CIRCLE_STATUS_LABELS: Record<AdminCircleMember["status"], string> = {
  invited: "Invited, not joined yet",
  active: "Active",
  expired: "Invitation expired",
};

/** The ids a circle member's call named, as words: { booking_id: 5, loved_one_id: 3 } → "Booking #5, Loved one #3". */
export function activityIdsText(detail: Record<string, number>): string {
  return Object.entries(detail)
    .map(([key, id]) => {
      const words = key.replace(/_id$/, "").replaceAll("_", " ");
      return `${words.charAt(0).toUpperCase()}${words.slice(1)} #${id}`;
    })
    .join(", ");
}

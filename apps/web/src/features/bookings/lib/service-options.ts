import {
  ASSISTANCE_TYPES,
  type AssistanceType,
  type PlanUsage,
  type ServiceItem,
} from "@eldercare/contracts";

type Inclusion = PlanUsage["inclusions"][number];

/** "general" → "General": how an assistance type is named in the form. */
export function assistanceLabel(type: AssistanceType): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
}

/** 120 → "2 hours", 90 → "1 hour 30 minutes", 45 → "45 minutes". */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? "" : `${h} ${h === 1 ? "hour" : "hours"}`;
  const mins = m === 0 ? "" : `${m} minutes`;
  return [hours, mins].filter(Boolean).join(" ") || "0 minutes";
}

/** The services booked as visits (emergency help is a call to the helpline, never a booking). */
export function bookableServices(services: readonly ServiceItem[]): ServiceItem[] {
  return services.filter((s) => s.bookable);
}

/** The services of each assistance type (in the contract's order), only `type`'s when one is chosen. */
export function groupServices(
  services: readonly ServiceItem[],
  type: AssistanceType | "",
): Array<{ type: AssistanceType; label: string; services: ServiceItem[] }> {
  return ASSISTANCE_TYPES.filter((t) => type === "" || t === type)
    .map((t) => ({
      type: t,
      label: assistanceLabel(t),
      services: services.filter((s) => s.assistance_type === t),
    }))
    .filter((g) => g.services.length > 0);
}

/**
 * What a service uses of the plan, in short for its option: "1 of 2 left this month", "included", or
 * "not in your plan".
 */
export function allowanceNote(service: ServiceItem, inclusions: readonly Inclusion[]): string {
  const inclusion = inclusions.find((i) => i.kind === service.service_kind);
  if (!inclusion) return "not in your plan";
  if (inclusion.monthly_allowance === null || inclusion.left === null) return "included";
  return `${inclusion.left} of ${inclusion.monthly_allowance} left this month`;
}

/** The same in a sentence, under the chosen service: "Uses your plan's Companion visits (…): 1 of 2 left this month." */
export function allowanceSentence(service: ServiceItem, inclusions: readonly Inclusion[]): string {
  const inclusion = inclusions.find((i) => i.kind === service.service_kind);
  if (!inclusion) return "This service is not in your plan.";
  return `Uses your plan's ${inclusion.label}: ${allowanceNote(service, inclusions)}.`;
}

/** Whether the member's plan includes the service's kind at all. */
export function isIncluded(service: ServiceItem, inclusions: readonly Inclusion[]): boolean {
  return inclusions.some((i) => i.kind === service.service_kind);
}

/**
 * One option of the service select: "Companionship Visit (2 hours) · counts as Companion visits". It
 * names the allowance the service draws on, not its count: many services share one allowance, and a
 * count on each read like that many visits each (issue 25). The count is said once, for the chosen one.
 */
export function serviceOptionLabel(service: ServiceItem, inclusions: readonly Inclusion[]): string {
  const inclusion = inclusions.find((i) => i.kind === service.service_kind);
  const uses = !inclusion
    ? "not in your plan"
    : inclusion.monthly_allowance === null
      ? "included"
      : `counts as ${inclusion.label.replace(/ \(.*\)$/, "")}`;
  return `${service.service_name} (${durationLabel(service.duration_minutes)}) · ${uses}`;
}

/**
 * "Visits left this month: 1 of 2" for the chosen day's plan and month (another month is named), or
 * null when the service's visits are not counted.
 */
export function visitsLeftText(
  usage: { allowance: number | null; left: number | null } | undefined,
  month: string,
  currentMonth: string,
  monthName: string,
): string | null {
  if (!usage || usage.allowance === null || usage.left === null) return null;
  const when = month === currentMonth ? "this month" : `in ${monthName}`;
  return `Visits left ${when}: ${usage.left} of ${usage.allowance}`;
}

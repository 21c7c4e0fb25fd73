import {
  ASSISTANCE_TYPES,
  type AssistanceType,
  SERVICE_SECTIONS,
  type ServiceItem,
} from "@eldercare/contracts";

/** One of the five sections of /services/consulting. */
export type ServiceSection = (typeof SERVICE_SECTIONS)[number];

export const SERVICES_PATH = "/services/consulting";

/** How each assistance type is introduced on the home page: a name and one line. */
export const ASSISTANCE_TYPE_CARDS: Record<AssistanceType, { title: string; summary: string }> = {
  general: {
    title: "General assistance",
    summary: "Companionship visits, wellness check-ins and gentle help with daily routines.",
  },
  emergency: {
    title: "Emergency assistance",
    summary: "A 24x7 helpline that alerts you, gets help to your parent and works with hospitals.",
  },
  medical: {
    title: "Medical assistance",
    summary: "Someone beside your parent at doctor visits, tests and refills. We support; doctors treat.",
  },
  geriatric: {
    title: "Geriatric care",
    summary: "Patient support with memory loss, mobility and falls, and trusted attendants when needed.",
  },
  logistics: {
    title: "Logistics",
    summary: "Bills, bank visits, travel, paperwork and home repairs, handled by people you can trust.",
  },
  convenience: {
    title: "Convenience",
    summary: "Groceries, meals, help with phones and video calls, and festivals celebrated in style.",
  },
};

/**
 * The home page's kinds of help: one card per section of /services/consulting, the five assistance
 * types of the spec, with convenience inside logistics as on the services page and in the header.
 */
export const KIND_OF_HELP_CARDS: Record<ServiceSection, { title: string; summary: string }> = {
  general: ASSISTANCE_TYPE_CARDS.general,
  emergency: ASSISTANCE_TYPE_CARDS.emergency,
  medical: ASSISTANCE_TYPE_CARDS.medical,
  geriatric: ASSISTANCE_TYPE_CARDS.geriatric,
  logistics: {
    title: "Logistics & convenience",
    summary:
      "Bills, bank visits, travel and paperwork, and the everyday: groceries, meals, phones and video calls.",
  },
};

/** The heading and introduction of each section of /services/consulting. */
export const SERVICE_SECTION_INFO: Record<ServiceSection, { title: string; description: string }> = {
  general: {
    title: "General Assistance",
    description:
      "Everyday company and care for parents who live on their own. A familiar face visits, sees how they are eating, sleeping and feeling, and helps with the small things that make a day go well.",
  },
  emergency: {
    title: "Emergency Assistance",
    description:
      "When something goes wrong, one call reaches us at any hour. We alert the family, get help to your parent and coordinate with ambulances, doctors and hospitals until they are safe.",
  },
  medical: {
    title: "Medical Assistance",
    description:
      "Practical support around your parent's healthcare: we book and accompany appointments, keep track of medicines and reports, and keep you informed. We do not diagnose, treat or prescribe; that stays with your parent's doctors.",
  },
  geriatric: {
    title: "Geriatric Care",
    description:
      "Thoughtful support for the needs that come with age, such as memory loss, reduced mobility and the risk of falls. We also find and verify attendants and help you plan care as needs change.",
  },
  logistics: {
    title: "Logistics & Convenience",
    description:
      "The errands and paperwork that get harder with age (bills, banks, government offices, travel and home repairs) handled by people you can trust, along with everyday conveniences such as groceries, meals and help with technology.",
  },
};

/** The section of /services/consulting that shows an assistance type: convenience lives under logistics. */
export function sectionFor(type: AssistanceType): ServiceSection {
  return type === "convenience" ? "logistics" : type;
}

/** Where a link about an assistance type goes: its section of the services page. */
export function servicesLinkFor(type: AssistanceType): { pathname: string; hash: string } {
  return { pathname: SERVICES_PATH, hash: `#${sectionFor(type)}` };
}

export interface ServiceGroup {
  type: AssistanceType;
  services: ServiceItem[];
}

export interface ServiceSectionContent {
  section: ServiceSection;
  /** The section's own type first, then any type shown under it (convenience under logistics). */
  groups: ServiceGroup[];
}

/** Sorts the catalogue into the five sections, in SERVICE_SECTIONS order, keeping the server's order within a type. */
export function groupServicesBySection(services: readonly ServiceItem[]): ServiceSectionContent[] {
  return SERVICE_SECTIONS.map((section) => ({
    section,
    groups: ASSISTANCE_TYPES.filter((type) => sectionFor(type) === section)
      .sort((a, b) => Number(b === section) - Number(a === section))
      .map((type) => ({ type, services: services.filter((s) => s.assistance_type === type) })),
  }));
}

/** A service's typical duration in words: 120 → "About 2 hours", 90 → "About 90 minutes", 150 → "About 2.5 hours". */
export function formatDuration(minutes: number): string {
  if (minutes < 60 || (minutes < 120 && minutes % 60 !== 0)) return `About ${minutes} minutes`;
  const hours = Math.round(minutes / 30) / 2;
  return `About ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

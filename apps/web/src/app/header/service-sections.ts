import { SERVICE_SECTIONS } from "@eldercare/contracts";

const LABELS: Record<(typeof SERVICE_SECTIONS)[number], string> = {
  general: "General Assistance",
  emergency: "Emergency Assistance",
  medical: "Medical Assistance",
  geriatric: "Geriatric Care",
  logistics: "Logistics & Convenience",
};

/** The Services dropdown of spec §2: each entry goes to its section of /services/consulting. */
export const SERVICE_MENU = SERVICE_SECTIONS.map((section) => ({
  section,
  label: LABELS[section],
  to: { pathname: "/services/consulting", hash: `#${section}` },
}));

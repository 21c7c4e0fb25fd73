/*
 * The emergency card's words and limits, apart from its schemas: the companion's app shows them before the
 * schemas load (docs/decisions/0064, 0096).
 */

export const EMERGENCY_CONTACTS_MAX = 2;

export const EMERGENCY_TEXT_MAX = 500;

/** The wording the family agrees to before allergies and medicines are kept; its version is recorded. */
export const HEALTH_CONSENT = {
  version: "2026-11-29",
  text: "I agree that SeniorCare Relief keeps these allergies and medicines only to tell a doctor or emergency services in an emergency. They are shown to me and to the companion on the day of a visit, and to no one else in my family circle. SeniorCare Relief gives no medical care and will not act on them.",
} as const;

export const EMERGENCY_CARD_MESSAGES = {
  contactsRequired: "Please give at least one emergency contact",
  contactsMax: `Give up to ${EMERGENCY_CONTACTS_MAX} emergency contacts`,
  contactNameRequired: "Contact's name is required",
  relationMax: "Relationship cannot exceed 40 characters",
  hospitalMax: "Hospital details cannot exceed 200 characters",
  hospitalPhoneInvalid:
    "Please enter the hospital's phone number with its area code, for example 033 2456 7890",
  textMax: `This cannot exceed ${EMERGENCY_TEXT_MAX} characters`,
  consentRequired: "Please agree to us keeping allergies and medicines, or leave both empty",
  saved: "Emergency card saved.",
  notFound: "We could not find this person on your profile.",
} as const;

export const EMERGENCY_CARD_TEXT = {
  button: "Emergency card",
  title: (name: string) => `Emergency card: ${name}`,
  purpose:
    "Shown to the companion making a visit, on the day of the visit only, so that in an emergency they know who to call and what to tell a doctor.",
  healthHeading: "Allergies and regular medicines (optional)",
  empty: "No emergency card yet.",
  print: "Print this card",
  /** In place of allergies and medicines for a circle member (issue 41, decision 0067). */
  healthWithheld:
    "Allergies and medicines are kept only to tell a doctor in an emergency: the account holder and the companion on the day see them.",
  loading: "Loading the emergency card...",
  failed: "We could not load the emergency card.",
} as const;

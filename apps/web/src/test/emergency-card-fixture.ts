import { type EmergencyCard, HEALTH_CONSENT } from "@eldercare/contracts";

/** A saved emergency card as the account holder reads it: one contact, a hospital, an allergy kept with consent. */
export function emergencyCardFixture(overrides: Partial<EmergencyCard> = {}): EmergencyCard {
  return {
    loved_one_id: 5,
    loved_one_name: "Kamala Devi",
    contacts: [{ name: "Ramesh Das", phone: "+919830098300", relation: "Son" }],
    hospital_name: "AMRI Hospital, Dhakuria",
    hospital_address: "",
    hospital_phone: "",
    allergies: "Penicillin",
    medicines: "",
    health_consent: { version: HEALTH_CONSENT.version, accepted_at: "2026-12-01T04:30:00.000Z" },
    health_withheld: false,
    emergency_notes: "",
    updated_at: "2026-12-01T04:30:00.000Z",
    ...overrides,
  };
}

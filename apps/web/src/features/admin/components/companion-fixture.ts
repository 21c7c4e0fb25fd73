import { type AdminCompanionDetail, COMPANION_MESSAGES } from "@eldercare/contracts";

/** A companion as admin/getcompanion/ answers (component tests): Kolkata, whole city, all checks done. */
export function companionFixture(overrides: Partial<AdminCompanionDetail> = {}): AdminCompanionDetail {
  return {
    companion_id: 41,
    full_name: "Anita Das",
    phone: "+919830012345",
    email: "anita@example.com",
    languages: ["Bengali", "Hindi"],
    language: "en",
    service_kinds: ["companion_visit", "errand"],
    speciality_ids: [],
    state_id: 1,
    state_name: "West Bengal",
    city_id: 1,
    city_name: "Kolkata",
    pincodes: [],
    identity_verified_on: "2026-01-05",
    police_verified_on: "2026-01-12",
    training_completed_on: "2026-01-20",
    // No end recorded (as a seeded companion): their badges say nothing of lapsing unless a test sets one.
    identity_valid_until: null,
    police_valid_until: null,
    training_valid_until: null,
    is_active: true,
    assignable: true,
    has_photo: false,
    created_at: "2026-01-05T04:30:00.000Z",
    updated_at: "2026-01-20T04:30:00.000Z",
    weekly: [],
    leave: [],
    ...overrides,
  };
}

/** The write's answer: the companion as saved and the server's message. */
export const savedAnswer = (companion: AdminCompanionDetail, message: string = COMPANION_MESSAGES.saved) => ({
  companion,
  Message: message,
});

/** shared/getdomaindata/'s shift names, as seeded. */
export const SHIFT_NAMES_FIXTURE = {
  shift_type: [
    { domain_code: 1, domain_value: "Morning (7 AM – 1 PM)" },
    { domain_code: 2, domain_value: "Afternoon (1 PM – 7 PM)" },
    { domain_code: 3, domain_value: "Evening (5 PM – 11 PM)" },
    { domain_code: 4, domain_value: "Night (10 PM – 7 AM)" },
    { domain_code: 5, domain_value: "Full day (24 hours)" },
  ],
};

export const SPECIALITIES_FIXTURE = {
  specialities: [
    { speciality_id: 1, speciality_code: "DEM", speciality_name: "Dementia care", description: "" },
    { speciality_id: 2, speciality_code: "PAL", speciality_name: "Palliative support", description: "" },
  ],
};

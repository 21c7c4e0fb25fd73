import type { ServiceKind } from "@eldercare/contracts";

/**
 * Bookable services, grouped by assistance type. All care is non-medical:
 * we accompany, coordinate and support, but never give clinical treatment.
 */
export type AssistanceType = "general" | "emergency" | "medical" | "geriatric" | "logistics" | "convenience";

export interface SeedService {
  /** Unique, uppercase, at most 30 characters. */
  code: string;
  /** Which of a plan's inclusions a booking of it uses (decision 0022). */
  kind: ServiceKind;
  assistanceType: AssistanceType;
  name: string;
  description: string;
  durationMinutes: number;
  /** Whether a booking names a caregiver speciality (set in SPECIALITY_SERVICES below). */
  needsSpeciality?: boolean;
  /** Starts at 1 within each assistance type. */
  displayOrder: number;
}

const catalogue: SeedService[] = [
  // General
  {
    code: "GEN-COMPANION",
    kind: "companion_visit",
    assistanceType: "general",
    name: "Companionship Visit",
    description:
      "A friendly care companion spends time with your parent over tea, conversation, reading or a short walk, so they feel less alone on the days you cannot be there.",
    durationMinutes: 120,
    displayOrder: 1,
  },
  {
    code: "GEN-WELLNESS-CHECK",
    kind: "companion_visit",
    assistanceType: "general",
    name: "Wellness Monitoring Check-in",
    description:
      "We visit to see how your parent is eating, sleeping and feeling, check simple readings such as blood pressure on a home monitor, and share a short update with the family.",
    durationMinutes: 60,
    displayOrder: 2,
  },
  {
    code: "GEN-DAILY-ASSIST",
    kind: "companion_visit",
    assistanceType: "general",
    name: "Daily Living Assistance",
    description:
      "Gentle help with everyday routines such as getting ready, tidying up, laying out meals and keeping the day on track, always at your parent's own pace.",
    durationMinutes: 240,
    displayOrder: 3,
  },
  {
    code: "GEN-HOME-SAFETY",
    kind: "companion_visit",
    assistanceType: "general",
    name: "Home Safety Check",
    description:
      "A walk-through of the home to spot slippery floors, poor lighting, loose wiring and other risks, with simple, practical suggestions to make it safer.",
    durationMinutes: 90,
    displayOrder: 4,
  },

  // Emergency
  {
    code: "EMG-COORDINATION",
    kind: "emergency_support",
    assistanceType: "emergency",
    name: "24x7 Emergency Coordination",
    description:
      "One call to our round-the-clock helpline and we alert the family, send someone to your parent where possible, and coordinate with doctors and hospitals until help arrives.",
    durationMinutes: 120,
    displayOrder: 1,
  },
  {
    code: "EMG-AMBULANCE",
    kind: "emergency_support",
    assistanceType: "emergency",
    name: "Ambulance Coordination",
    description:
      "We arrange an ambulance to the nearest suitable hospital, share the address and medical history with the crew, and keep you informed at every step.",
    durationMinutes: 60,
    displayOrder: 2,
  },
  {
    code: "EMG-HOSPITAL-ADMISSION",
    kind: "emergency_support",
    assistanceType: "emergency",
    name: "Hospital Admission Support",
    description:
      "A care manager stays with your parent through admission, handles forms, insurance paperwork and queues, and keeps the family updated until they are settled.",
    durationMinutes: 240,
    displayOrder: 3,
  },

  // Medical (non-clinical support)
  {
    code: "MED-DOCTOR-VISIT",
    kind: "doctor_visit",
    assistanceType: "medical",
    name: "Doctor Appointment Accompaniment",
    description:
      "We book the appointment, travel with your parent, sit in on the consultation if they wish, and send you a summary of what the doctor advised.",
    durationMinutes: 180,
    displayOrder: 1,
  },
  {
    code: "MED-MEDICINE-SUPPORT",
    kind: "errand",
    assistanceType: "medical",
    name: "Medicine Reminders and Refill Pickup",
    description:
      "We set up a simple reminder routine for prescribed medicines and collect refills from the pharmacy before they run out. We do not change or prescribe medicines.",
    durationMinutes: 60,
    displayOrder: 2,
  },
  {
    code: "MED-DIAGNOSTIC-COORD",
    kind: "doctor_visit",
    assistanceType: "medical",
    name: "Diagnostic Test Coordination",
    description:
      "We book blood tests or scans, arrange home sample collection where possible, accompany your parent to the lab, and collect and share the reports.",
    durationMinutes: 120,
    displayOrder: 3,
  },
  {
    code: "MED-POST-HOSPITAL",
    kind: "companion_visit",
    assistanceType: "medical",
    name: "Post-hospitalisation Support",
    description:
      "After discharge we help your parent settle back home, follow the discharge instructions, keep follow-up appointments and watch for anything that needs a doctor's attention.",
    durationMinutes: 180,
    displayOrder: 4,
  },

  // Geriatric
  {
    code: "GER-DEMENTIA-COMPANION",
    kind: "companion_visit",
    assistanceType: "geriatric",
    name: "Dementia Companionship",
    description:
      "Patient, trained companions offer calm routines, memory-friendly activities and reassurance for parents living with dementia, giving family caregivers a break.",
    durationMinutes: 180,
    displayOrder: 1,
  },
  {
    code: "GER-MOBILITY-FALL",
    kind: "companion_visit",
    assistanceType: "geriatric",
    name: "Mobility and Fall-prevention Support",
    description:
      "Help with safe walking, getting in and out of bed, and gentle movement routines, along with advice on grab bars, walkers and other aids that reduce the risk of falls.",
    durationMinutes: 90,
    displayOrder: 2,
  },
  {
    code: "GER-ATTENDANT-ARRANGE",
    kind: "errand",
    assistanceType: "geriatric",
    name: "Caregiver and Attendant Arrangement",
    description:
      "We find, verify and introduce a suitable day or night attendant for your parent, and stay in touch to make sure the arrangement is working well.",
    durationMinutes: 120,
    displayOrder: 3,
  },
  {
    code: "GER-CARE-ASSESSMENT",
    kind: "companion_visit",
    assistanceType: "geriatric",
    name: "Geriatric Care Assessment",
    description:
      "A care manager meets your parent and family to understand their daily needs, home set-up and support network, then suggests a practical care plan.",
    durationMinutes: 120,
    displayOrder: 4,
  },

  // Logistics
  {
    code: "LOG-BILLS-BANKING",
    kind: "errand",
    assistanceType: "logistics",
    name: "Bill Payments and Bank Visits",
    description:
      "We help pay electricity, phone and other bills on time and accompany your parent to the bank or post office, so errands are done without stress.",
    durationMinutes: 120,
    displayOrder: 1,
  },
  {
    code: "LOG-TRAVEL-PILGRIMAGE",
    kind: "errand",
    assistanceType: "logistics",
    name: "Travel and Pilgrimage Arrangements",
    description:
      "We plan comfortable journeys and pilgrimages, book tickets, stays and wheelchair assistance, and can arrange an escort so your parents travel with peace of mind.",
    durationMinutes: 120,
    displayOrder: 2,
  },
  {
    code: "LOG-HOME-MAINTENANCE",
    kind: "errand",
    assistanceType: "logistics",
    name: "Home Maintenance Coordination",
    description:
      "We arrange reliable electricians, plumbers, carpenters and appliance repair, and stay at home with your parent while the work is done.",
    durationMinutes: 180,
    displayOrder: 3,
  },
  {
    code: "LOG-DOCUMENTS-GOVT",
    kind: "errand",
    assistanceType: "logistics",
    name: "Document and Government Office Assistance",
    description:
      "Help with pension life certificates, Aadhaar and PAN updates, property tax and similar paperwork, including visits to government offices with your parent.",
    durationMinutes: 180,
    displayOrder: 4,
  },

  // Convenience
  {
    code: "CNV-GROCERY",
    kind: "errand",
    assistanceType: "convenience",
    name: "Grocery and Essentials Shopping",
    description:
      "We shop for groceries, toiletries and daily essentials from your parent's list, or take them along to the market if they enjoy choosing for themselves.",
    durationMinutes: 90,
    displayOrder: 1,
  },
  {
    code: "CNV-MEAL-ARRANGE",
    kind: "errand",
    assistanceType: "convenience",
    name: "Meal Arrangements",
    description:
      "We arrange a trusted cook or tiffin service that suits your parent's taste and dietary needs, and check in to make sure meals are arriving on time.",
    durationMinutes: 60,
    displayOrder: 2,
  },
  {
    code: "CNV-TECH-HELP",
    kind: "companion_visit",
    assistanceType: "convenience",
    name: "Technology Help and Family Video Calls",
    description:
      "Patient help with smartphones, video calls, UPI payments and online services, so your parents can stay connected with you wherever you live.",
    durationMinutes: 60,
    displayOrder: 3,
  },
  {
    code: "CNV-FESTIVAL-CELEBRATION",
    kind: "errand",
    assistanceType: "convenience",
    name: "Festival and Celebration Arrangements",
    description:
      "From Diwali, Durga Puja and Eid to birthdays and anniversaries, we help with decorations, gifts, sweets and rituals so your parents can celebrate joyfully, even when you are far away.",
    durationMinutes: 180,
    displayOrder: 4,
  },
];

/** Services whose visit depends on the caregiver's skills, so the family chooses a speciality. */
export const SPECIALITY_SERVICES = [
  "GEN-DAILY-ASSIST",
  "MED-POST-HOSPITAL",
  "GER-DEMENTIA-COMPANION",
  "GER-MOBILITY-FALL",
  "GER-ATTENDANT-ARRANGE",
];

export const services: SeedService[] = catalogue.map((s) => ({
  ...s,
  needsSpeciality: SPECIALITY_SERVICES.includes(s.code),
}));

/** Caregiver specialities for non-medical elder care. */
export interface SeedSpeciality {
  code: string;
  name: string;
  description: string;
}

export const specialities: SeedSpeciality[] = [
  {
    code: "COMPANION",
    name: "Companion care",
    description: "Warm, reliable company for conversation, outings, hobbies and everyday routines.",
  },
  {
    code: "DEMENTIA",
    name: "Dementia support",
    description:
      "Patient, calm support for people living with dementia or memory loss, built around familiar routines.",
  },
  {
    code: "MOBILITY",
    name: "Mobility assistance",
    description:
      "Safe help with walking, transfers and getting about at home or outside, with a focus on preventing falls.",
  },
  {
    code: "NURSING_ATTENDANT",
    name: "Nursing attendant",
    description:
      "A trained attendant for personal care, bathing, feeding and bedside help, working alongside the family's doctor or nurse.",
  },
  {
    code: "PHYSIO_SUPPORT",
    name: "Physiotherapy support",
    description:
      "Help to carry out the exercise routine set by a qualified physiotherapist and to keep follow-up sessions on track.",
  },
  {
    code: "PALLIATIVE_SUPPORT",
    name: "Palliative comfort support",
    description:
      "Gentle comfort, companionship and practical help for seriously ill elders and their families, alongside the palliative care team.",
  },
  {
    code: "POST_OP",
    name: "Post-operative home support",
    description:
      "Practical help at home after surgery, following the hospital's discharge instructions and keeping follow-up appointments.",
  },
  {
    code: "DIABETIC_CARE",
    name: "Diabetic care support",
    description:
      "Support with meal timings, sugar-level logging, foot-care reminders and medicine routines prescribed by the doctor.",
  },
  {
    code: "BEDRIDDEN_CARE",
    name: "Bedridden care support",
    description:
      "Round-the-clock personal care for bedridden elders, including repositioning, hygiene and help at mealtimes.",
  },
  {
    code: "STROKE_RECOVERY",
    name: "Stroke recovery support",
    description:
      "Everyday help and encouragement for elders recovering from a stroke, in line with the plan set by their doctor and therapists.",
  },
];

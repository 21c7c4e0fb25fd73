/*
 * The words and limits of visit reports, apart from their schemas: the companion's app shows them before
 * the schemas load (docs/decisions/0064, 0096).
 */
import type { VisitKind } from "./companions.ts";

/** The promise to families: the report reaches them within this long of the companion's check-out. */
export const VISIT_REPORT_PROMISE_HOURS = 2;

/** What a companion can tick as done, by the kind of visit (the service's tasks). */
export const VISIT_TASKS = {
  companion_visit: [
    "conversation",
    "walk",
    "meal",
    "medicine_reminder",
    "light_housework",
    "reading_games",
    "video_call_family",
  ],
  doctor_visit: ["accompanied_appointment", "collected_reports", "pharmacy", "billing_help"],
  errand: ["bills_paid", "shopping", "documents", "arrangements"],
} as const satisfies Record<VisitKind, readonly string[]>;

export type VisitTask = (typeof VISIT_TASKS)[VisitKind][number];

export const ALL_VISIT_TASKS = [
  ...VISIT_TASKS.companion_visit,
  ...VISIT_TASKS.doctor_visit,
  ...VISIT_TASKS.errand,
] as const;

export const VISIT_TASK_LABELS: Record<VisitTask, string> = {
  conversation: "Conversation and company",
  walk: "A walk together",
  meal: "Shared a meal or tea",
  medicine_reminder: "Reminded about medicines (as prescribed)",
  light_housework: "Light help around the home",
  reading_games: "Reading, music or games",
  video_call_family: "Video call with the family",
  accompanied_appointment: "Went with them to the appointment",
  collected_reports: "Collected reports or prescriptions",
  pharmacy: "Picked up medicines from the pharmacy",
  billing_help: "Helped with billing and forms",
  bills_paid: "Paid bills",
  shopping: "Shopping",
  documents: "Documents collected or delivered",
  arrangements: "Arrangements made",
};

/** How the loved one seemed, 1 (very low) to 5 (very good). */
export const VISIT_MOODS = [1, 2, 3, 4, 5] as const;

export const VISIT_MOOD_LABELS: Record<(typeof VISIT_MOODS)[number], string> = {
  1: "Very low",
  2: "Low",
  3: "Okay",
  4: "Good",
  5: "Very good",
};

/** A visit's photo: at most this size, of these types (checked by content, not by name). */
export const VISIT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const VISIT_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The longest side a stored photo keeps after re-encoding (it is stored as JPEG without its metadata). */
export const VISIT_PHOTO_MAX_SIDE = 1600;

export const VISIT_NOTE_MAX = 1000;

export const RATING_COMMENT_MAX = 1000;

export const VISIT_REPORT_MESSAGES = {
  filed: "Report filed. The family has been told it is ready.",
  alreadyFiled: "The report for this visit has already been filed.",
  notCheckedOut: "Please check out of the visit before filing its report.",
  tasksRequired: "Please tick at least one thing you did",
  taskNotForVisit: "That task is not one of this visit's",
  moodRequired: "Please choose how they seemed",
  concernNoteRequired: "Please say what worried you",
  noteTooLong: `Notes cannot exceed ${VISIT_NOTE_MAX} characters`,
  photoSaved: "Photo added to the report.",
  photoRequired: "Please choose a photo.",
  photoEmpty: "The photo is empty. Please choose another.",
  photoTooLarge: "The photo is larger than 5 MB. Please choose a smaller one.",
  photoWrongType: "Please choose a JPEG, PNG or WebP photo.",
  photoUnreadable: "We could not read this photo. Please choose another.",
  photoOnlyOne: "Please send one photo at a time.",
  photoNeedsCheckIn: "Please check in to the visit before adding its photo.",
  photoFieldUnknown: "Please send the photo in the form's photo field.",
  photoNotForm: "Please send the photo as a form upload (multipart/form-data).",
  tooManyFields: "Too many form fields.",
  noCompanionPhoto: "This companion has no photo yet.",
  companionPhotoSaved: "The companion's photo has been saved.",
  noReport: "The report for this visit is not ready yet.",
  noPhoto: "This visit has no photo.",
  rated: "Thank you. Your rating has been saved.",
  alreadyRated: "You have already rated this visit.",
  ratingRequired: "Please choose a rating from 1 to 5",
  rateNeedsReport: "You can rate a visit once its report is ready.",
} as const;

/** The words of the report form, the family's report page and the rating. */
export const VISIT_REPORT_TEXT = {
  fileReport: "File the visit report",
  formTitle: (firstName: string) => `How was the visit with ${firstName}?`,
  tasksLegend: "What you did",
  moodLegend: "How they seemed",
  concernLabel: "Something worried me",
  concernNoteLabel: "What worried you (the care team is told at once; the family reads it in the report)",
  familyNoteLabel: "A note for the family",
  photoLabel: "A photo (optional: JPEG, PNG or WebP, up to 5 MB)",
  photoHint: "Location and camera details are removed before it is kept.",
  submit: "File report",
  submitting: "Filing…",
  reportFiled: "Report filed",
  pageTitle: "Visit report",
  readReport: "Read the visit report",
  reportPending: `The report will be ready within ${VISIT_REPORT_PROMISE_HOURS} hours of the visit.`,
  loading: "Loading the visit report…",
  notFound: "We could not find this visit report.",
  loadFailed: "We could not load the visit report.",
  checkedIn: "Arrived",
  checkedOut: "Left",
  tasksHeading: "What they did",
  moodHeading: "How they seemed",
  concernHeading: "Something to know",
  familyNoteHeading: "A note from",
  photoAlt: (firstName: string) => `Photo from the visit to ${firstName}`,
  rateTitle: "Rate this visit",
  starsLegend: "Your rating",
  starLabel: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
  commentLabel: "Comment (optional)",
  preferenceLegend: "Next time",
  rate: "Save rating",
  rating: "Saving…",
  yourRating: "Your rating",
  yourComment: "Your comment",
  /** The same comment in the team's console (issue 42). */
  familyComment: "The family's comment",
  /** The family's booking card, once the companion checked in. */
  arrivedAt: (time: string) => `Arrived at ${time}`,
  companionPhotoAlt: (firstName: string) => `Photo of ${firstName}, your companion`,
  /** The report form's photo: the chosen one shown before it is sent, and taking it out again. */
  chosenPhotoAlt: "The photo you chose",
  removePhoto: "Remove photo",
  /** The photo field's button (issue 41), and the line beside it. */
  choosePhoto: "Choose a photo",
  choosePhotoAgain: "Choose another photo",
  noPhotoChosen: "No photo chosen",
  uploadingPhoto: "Sending the photo…",
  /** The companion's report page for a visit not on their list (reassigned, or not theirs). */
  notOnList: "This visit is not on your list. It may have been given to another companion.",
} as const;

// The companion's app in English: the source every other language of it follows (decision 0092).
// Its words are the contracts' own constants wherever they exist, so the app, the server and the tests
// say the same; {{name}} marks what i18next fills in, and _one/_other the plural forms (Intl.PluralRules).
import { APPOINTMENT_TEXT } from "../../appointment-words.ts";
import { COMPANION_QR_TEXT } from "../../check-in-code-words.ts";
import {
  COMPANION_APP_MESSAGES as APP,
  COMPANION_VISIT_DAYS,
  noVisitsInDays,
  noVisitsInNextDays,
} from "../../companion-app.ts";
import { EMERGENCY_CARD_TEXT } from "../../emergency-card-words.ts";
import { ERROR_CODES } from "../../errors.ts";
import {
  INCIDENT_MESSAGES,
  INCIDENT_SEVERITY_HINTS,
  INCIDENT_SEVERITY_LABELS,
  PUBLIC_EMERGENCY_NUMBERS,
  URGENT_HELP_TEXT,
} from "../../incident-words.ts";
import {
  FORM_TEXT,
  HTTP_MESSAGES,
  OTP_LOGIN_TEXT,
  OTP_MESSAGES,
  PROGRESS_MESSAGES,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
} from "../../messages.ts";
import { MOBILITY_LABELS } from "../../mobility-words.ts";
import {
  VISIT_CHECK_TEXT as CHECK,
  tooEarlyToCheckIn,
  VISIT_CHECK_MESSAGES,
} from "../../visit-check-words.ts";
import {
  VISIT_REPORT_TEXT as REPORT,
  VISIT_REPORT_MESSAGES as REPORT_MESSAGES,
  VISIT_MOOD_LABELS,
  VISIT_TASK_LABELS,
} from "../../visit-report-words.ts";

const NEXT = COMPANION_VISIT_DAYS - 1;

export const companionEn = {
  app: {
    title: APP.title,
    loading: "Loading your visits…",
    loadFailed: APP.loadFailed,
    today: APP.today,
    nextDays_one: "Next {{count}} day",
    nextDays_other: "Next {{count}} days",
    noVisits: noVisitsInDays("{{days}}"),
    noVisitsToday: APP.noVisitsToday,
    noVisitsNextDays: noVisitsInNextDays("{{days}}"),
    logOut: APP.logOut,
    done: "Done",
    indiaTime: "India time",
    address: "Address",
    openMap: APP.openMap,
    opensNewTab: "(opens a new tab)",
    call: APP.call,
    contactOnSite: APP.contactOnSite,
    languages: APP.languages,
    mobility: APP.mobility,
    familyNotes: APP.familyNotes,
    noFamilyNotes: APP.noFamilyNotes,
    forName: "for {{name}}",
    backToVisits: "Back to your visits",
    languageSaved: "Language saved.",
    languageNotSaved: "The language is changed on this phone, but could not be saved to your account.",
    careTeam: "Care team",
    skipToContent: "Skip to main content",
    appointment: APPOINTMENT_TEXT.heading,
  },
  mobility: { ...MOBILITY_LABELS },
  check: {
    checkIn: CHECK.checkIn,
    checkOut: CHECK.checkOut,
    checkingIn: CHECK.checkingIn,
    checkingOut: CHECK.checkingOut,
    shareLocation: CHECK.shareLocation,
    shareLocationHint: CHECK.shareLocationHint,
    locationUnavailable: CHECK.locationUnavailable,
    locationBlocked: CHECK.locationBlocked,
    checkedInAt: CHECK.checkedInAt("{{time}}"),
    checkedOutAt: CHECK.checkedOutAt("{{time}}"),
    checkInFrom: CHECK.checkInFrom("{{time}}"),
    checkOutSoon: CHECK.checkOutSoon,
    checkOutEarly: CHECK.checkOutEarly("{{since}}", "{{planned}}"),
    endVisitNow: CHECK.endVisitNow,
    keepVisit: CHECK.keepVisit,
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    hoursAndMinutes: "{{hours}} {{minutes}}",
    ago: "{{duration}} ago",
    justNow: "less than a minute ago",
  },
  report: {
    fileReport: REPORT.fileReport,
    formTitle: REPORT.formTitle("{{name}}"),
    tasksLegend: REPORT.tasksLegend,
    moodLegend: REPORT.moodLegend,
    concernLabel: REPORT.concernLabel,
    concernNoteLabel: REPORT.concernNoteLabel,
    familyNoteLabel: REPORT.familyNoteLabel,
    photoLabel: REPORT.photoLabel,
    photoHint: REPORT.photoHint,
    submit: REPORT.submit,
    submitting: REPORT.submitting,
    uploadingPhoto: REPORT.uploadingPhoto,
    reportFiled: REPORT.reportFiled,
    notOnList: REPORT.notOnList,
  },
  mood: {
    1: VISIT_MOOD_LABELS[1],
    2: VISIT_MOOD_LABELS[2],
    3: VISIT_MOOD_LABELS[3],
    4: VISIT_MOOD_LABELS[4],
    5: VISIT_MOOD_LABELS[5],
  },
  task: { ...VISIT_TASK_LABELS },
  card: {
    emergencyCard: EMERGENCY_CARD_TEXT.button,
    emergencyContact: "Emergency contact",
    nearestHospital: "Nearest hospital",
    allergies: "Allergies",
    medicines: "Regular medicines",
    emergencyNotes: "Notes for an emergency",
    urgentHelp: URGENT_HELP_TEXT.button,
  },
  /** The server's answers the app shows, by their contract constant (the server answers in English). */
  server: {
    checkedIn: VISIT_CHECK_MESSAGES.checkedIn,
    checkedOut: VISIT_CHECK_MESSAGES.checkedOut,
    notYours: VISIT_CHECK_MESSAGES.notYours,
    notConfirmed: VISIT_CHECK_MESSAGES.notConfirmed,
    alreadyIn: VISIT_CHECK_MESSAGES.alreadyIn,
    notIn: VISIT_CHECK_MESSAGES.notIn,
    alreadyOut: VISIT_CHECK_MESSAGES.alreadyOut,
    locationInvalid: VISIT_CHECK_MESSAGES.locationInvalid,
    tooEarly: tooEarlyToCheckIn("{{time}}"),
    reportFiled: REPORT_MESSAGES.filed,
    reportAlreadyFiled: REPORT_MESSAGES.alreadyFiled,
    reportNotCheckedOut: REPORT_MESSAGES.notCheckedOut,
    tasksRequired: REPORT_MESSAGES.tasksRequired,
    taskNotForVisit: REPORT_MESSAGES.taskNotForVisit,
    moodRequired: REPORT_MESSAGES.moodRequired,
    concernNoteRequired: REPORT_MESSAGES.concernNoteRequired,
    noteTooLong: REPORT_MESSAGES.noteTooLong,
    photoSaved: REPORT_MESSAGES.photoSaved,
    photoEmpty: REPORT_MESSAGES.photoEmpty,
    photoTooLarge: REPORT_MESSAGES.photoTooLarge,
    photoWrongType: REPORT_MESSAGES.photoWrongType,
    photoUnreadable: REPORT_MESSAGES.photoUnreadable,
    photoNeedsCheckIn: REPORT_MESSAGES.photoNeedsCheckIn,
    incidentReported: INCIDENT_MESSAGES.reported,
    incidentReportedFamilyTold: INCIDENT_MESSAGES.reportedFamilyTold,
    incidentAdded: INCIDENT_MESSAGES.added,
    incidentReportFull: INCIDENT_MESSAGES.reportFull,
    incidentVisitNotBegun: INCIDENT_MESSAGES.visitNotBegun,
    incidentVisitCancelled: INCIDENT_MESSAGES.visitCancelled,
    incidentCompanionDays: INCIDENT_MESSAGES.companionDays,
    companionWrongCode: OTP_MESSAGES.companionWrongCode,
    companionPhoneOnly: OTP_MESSAGES.companionPhoneOnly,
    companionInactive: OTP_MESSAGES.companionInactive,
    // The login steps' refusals a companion can meet, and their fields' own messages (issue 46).
    phoneRequired: VALIDATION_MESSAGES.phoneRequired,
    phoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
    otpRequestFailed: OTP_MESSAGES.requestFailed,
    otpInvalid: OTP_MESSAGES.invalid,
    otpExpired: ERROR_CODES.BE008.message,
    otpTooManyRequests: ERROR_CODES.BE009.message,
    otpTooManySends: OTP_MESSAGES.tooManySends("sms"),
    otpTooManyFromNetwork: OTP_MESSAGES.tooManyFromNetwork,
    otpTooManyAttempts: OTP_MESSAGES.tooManyAttempts,
    otpNotDelivered: OTP_MESSAGES.notDelivered("sms"),
    otpStoreUnavailable: OTP_MESSAGES.storeUnavailable,
    notRegistered: OTP_MESSAGES.notRegistered("sms"),
    noAccount: ERROR_CODES.BE005.message,
    networkError: HTTP_MESSAGES.network,
    incidentSeverityRequired: INCIDENT_MESSAGES.severityRequired,
    incidentWhatRequired: INCIDENT_MESSAGES.whatRequired,
    incidentWhatTooLong: INCIDENT_MESSAGES.whatTooLong,
  },
  login: {
    title: APP.loginTitle,
    intro: APP.loginIntro,
    reason: APP.loginReason,
    // The shared login steps (otp-login.tsx), as the companion's login shows them.
    mobileNumber: OTP_LOGIN_TEXT.mobileNumber,
    sendCode: OTP_LOGIN_TEXT.sendCode,
    sendingCode: PROGRESS_MESSAGES.generatingOtp,
    codeSent: SUCCESS_MESSAGES.otpSent,
    back: OTP_LOGIN_TEXT.back,
    codeSentTo: OTP_LOGIN_TEXT.codeSentTo("{{digits}}", "{{contact}}"),
    codeLabel: OTP_LOGIN_TEXT.codeLabel,
    digitLabel: OTP_LOGIN_TEXT.digitLabel("{{digit}}", "{{of}}"),
    signingIn: PROGRESS_MESSAGES.signingIn,
    resend: OTP_LOGIN_TEXT.resend,
    resendIn: OTP_LOGIN_TEXT.resendIn("{{countdown}}"),
  },
  /** The Urgent help dialog (shared with families; the companion's words in it). */
  urgent: {
    heading: URGENT_HELP_TEXT.heading,
    callFirst: URGENT_HELP_TEXT.callFirst,
    call112: PUBLIC_EMERGENCY_NUMBERS[0].label,
    call108: PUBLIC_EMERGENCY_NUMBERS[1].label,
    callDesk: URGENT_HELP_TEXT.callDesk,
    reportHeading: URGENT_HELP_TEXT.reportHeading,
    reportIntro: URGENT_HELP_TEXT.reportIntro,
    severity: URGENT_HELP_TEXT.severity,
    minor: INCIDENT_SEVERITY_LABELS.minor,
    minorHint: INCIDENT_SEVERITY_HINTS.minor,
    serious: INCIDENT_SEVERITY_LABELS.serious,
    seriousHint: INCIDENT_SEVERITY_HINTS.serious,
    critical: INCIDENT_SEVERITY_LABELS.critical,
    criticalHint: INCIDENT_SEVERITY_HINTS.critical,
    what: URGENT_HELP_TEXT.what,
    send: URGENT_HELP_TEXT.send,
    cancel: URGENT_HELP_TEXT.cancel,
    done: URGENT_HELP_TEXT.done,
  },
  /** A doctor's appointment on the visit card: who and where as the family typed them, the time by locale. */
  appointment: {
    whoAt: APPOINTMENT_TEXT.whoAt("{{who}}", "{{time}}"),
    atTime: APPOINTMENT_TEXT.atTime("{{time}}"),
  },
  /** The forms' and dialogs' own words (shared components). */
  form: {
    required: FORM_TEXT.required,
    closeDialog: FORM_TEXT.closeDialog,
  },
  offline: {
    waiting: "Waiting to send",
    checkInKept: "No signal: your check-in is saved on this phone and will be sent when the signal returns.",
    checkOutKept:
      "No signal: your check-out is saved on this phone and will be sent when the signal returns.",
    reportKept: "No signal: your report is saved on this phone and will be sent when the signal returns.",
    reportSaved: "Report saved on this phone",
    refreshedAt: "Last refreshed {{when}}.",
    keptList: "No signal: these are the visits saved on this phone.",
    waitingCount_one: "{{count}} thing is waiting to send.",
    waitingCount_other: "{{count}} things are waiting to send.",
    waitingHint: "They are sent by themselves when the signal returns, even if you close the app.",
    sendNow: "Send now",
    sending: "Sending…",
    notSent: "Could not be sent",
    notSentHint:
      "The care team changed these visits while you had no signal. If you were there, please call the care team.",
    actionCheckIn: "Check-in",
    actionCheckOut: "Check-out",
    actionReport: "Visit report",
    visitLabel: "{{name}}, {{day}}, {{time}}",
    remove: "Remove",
    draftRestored: "Your unsent draft was restored.",
    logOutTitle: "Log out with things still to send?",
    logOutWaiting_one:
      "{{count}} thing you did is still waiting to send. It will be sent after you next log in on this phone.",
    logOutWaiting_other:
      "{{count}} things you did are still waiting to send. They will be sent after you next log in on this phone.",
    logOutAnyway: "Log out anyway",
    staySignedIn: "Stay signed in",
  },
  qr: { ...COMPANION_QR_TEXT },
};

/** The shape every language of the companion's app has: the same keys, each a string. */
export type CompanionCatalogue = {
  [G in keyof typeof companionEn]: Record<keyof (typeof companionEn)[G], string>;
};

/**
 * Keys (group.key) whose value is rightly the same as English in a language: only an arrangement of
 * what is filled in, with no words of its own.
 */
export const SAME_AS_ENGLISH: Record<"hi" | "bn" | "ta", readonly string[]> = {
  hi: ["offline.visitLabel"],
  bn: ["check.hoursAndMinutes", "offline.visitLabel"],
  ta: ["check.hoursAndMinutes", "offline.visitLabel"],
};

/** How many days after today the app lists (the "Next {{count}} days" heading). */
export const COMPANION_NEXT_DAYS = NEXT;

/** A server answer the app shows → its key in the `server` group; an answer not listed is shown as it came. */
export const COMPANION_SERVER_MESSAGE_KEYS: ReadonlyMap<string, keyof CompanionCatalogue["server"]> = new Map(
  Object.entries(companionEn.server).map(([key, text]) => [text, key as keyof CompanionCatalogue["server"]]),
);

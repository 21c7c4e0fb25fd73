/** Business constants and limits of spec §9, defined once for server and web. */

export const OTP_LENGTH = 6;
/** Resend countdown when the server gives no resend_timeout (seconds). */
export const OTP_RESEND_COUNTDOWN_SECONDS = 120;
/** Minutes a client must wait before asking for another code (Data.resend_timeout). */
export const OTP_RESEND_TIMEOUT_MINUTES = 2;
/** How long a one-time code stays valid. */
export const OTP_VALIDITY_MINUTES = 10;
/** Wrong tries before a code is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes sent to one identifier per hour. */
export const OTP_MAX_SENDS_PER_HOUR = 5;

export const PHONE_DIGITS = 10;
export const DEFAULT_COUNTRY_DIAL_CODE = "+91";
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const RELATIONSHIP_MAX = 2;
export const MULTI_SELECT_DEFAULT_MAX = 2;

export const BOOKING_LIST_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE_DEFAULT = 10;
export const LIST_PAGE_SIZE_MAX = 100;
/**
 * A console list whose count would read more rows than anyone pages through counts no further than this
 * and says so (`total_capped`: "1,000+"): the bookings list with a search or a service, city or shift
 * filter, and the members list with a search (decision 0050). Their totals without them are exact.
 */
export const LIST_COUNT_CAP = 1000;

/** UI timings in milliseconds. */
export const TIMINGS = {
  warningMs: 3000,
  paymentSuccessDelayMs: 3000,
  thankYouMs: 3000,
  planModalDelayMs: 500,
  retryDelayWithTokenMs: 500,
  retryDelayMs: 1000,
  highlightGlowMs: 2000,
  errorToastMs: 5000,
  toastDefaultMs: 4000,
} as const;

export const TOAST_VISIBLE_MAX = 3;
export const TOAST_POSITION = "top-center" as const;
/** Spec §9: "Request timeout none". */
export const REQUEST_TIMEOUT_MS = 0;

export const PAYMENT_TYPE = { annual: 1, quarterly: 2 } as const;
export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

export const REQUEST_TYPE = { subscription: 1 } as const;

/**
 * A paid plan's state on a given day: running, paid and starting later, or over; cancelled once a
 * cancellation took effect (or was approved before the plan started, so it never ran).
 */
export const SUBSCRIPTION_STATUSES = ["active", "upcoming", "expired", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A plan the member holds: running now, or paid for and starting later (erasing the account ends it). */
export const SUBSCRIPTION_HELD_STATUSES: readonly SubscriptionStatus[] = ["active", "upcoming"];

/**
 * A plan's request to pay: open until a payment for it is confirmed (paid), or superseded when the member
 * chooses another plan before paying.
 */
export const SUBSCRIPTION_REQUEST_STATUSES = ["open", "paid", "superseded"] as const;
export type SubscriptionRequestStatus = (typeof SUBSCRIPTION_REQUEST_STATUSES)[number];

/** A payment as the member sees it (refund_due: a second capture for an already paid plan). */
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refund_due"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment as the server keeps it (PAYMENT_STATUSES is how the member sees it): created before the
 * gateway has its order, pending at the gateway, then paid, failed, expired (never confirmed in time) or
 * refund_due (a second capture for an already paid plan).
 */
export const PAYMENT_STATES = ["created", "pending", "paid", "failed", "expired", "refund_due"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** A payment still in progress: a request has at most one (a partial unique index), asked about until it ends. */
export const PAYMENT_IN_PROGRESS_STATES: readonly PaymentState[] = ["created", "pending"];

export const PAYMENT_GATEWAYS = ["sandbox", "razorpay"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** While a payment is at the gateway the web app asks how it stands this often, for at most this long. */
export const PAYMENT_STATUS_POLL_MS = 1000;
export const PAYMENT_STATUS_POLL_MAX_MS = 60_000;
/** A payment left unfinished this long no longer blocks choosing another plan. */
export const PAYMENT_PENDING_MINUTES = 15;

export const USER_TYPE = { user: 1, admin: 2, companion: 3 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const EMAIL_PHONE_FLAG = { phone: "P", email: "E" } as const;

export const PLAN_TIERS = ["bronze", "silver", "gold"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export const BENEFICIARY_COUNTS = ["Single", "Couple"] as const;
export type BeneficiaryCount = (typeof BENEFICIARY_COUNTS)[number];
export const PAYMENT_FREQUENCIES = ["Annual", "Quarterly"] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Default plan selection: bronze, single, annual. */
export const DEFAULT_PLAN = {
  tier: "bronze",
  beneficiaries: "Single",
  frequency: "Annual",
} as const satisfies {
  tier: PlanTier;
  beneficiaries: BeneficiaryCount;
  frequency: PaymentFrequency;
};

export const RELATIONSHIPS = ["Self", "Spouse", "Father", "Mother", "Other"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/**
 * id_type domain codes (domain data "id_type"); default 1. `passport` is India's (spec §5's A1234567);
 * `foreignPassport` another country's, which a family abroad holds (issue 42, decision 0068).
 */
export const ID_TYPE = { aadhaar: 1, pan: 2, passport: 3, voterId: 4, foreignPassport: 5 } as const;
export const DEFAULT_ID_TYPE = ID_TYPE.aadhaar;

export const DOMAIN_TYPES = [
  "id_type",
  "shift_type",
  "assistance_type",
  "relationship",
  "faq_category",
] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export const ASSISTANCE_TYPES = [
  "general",
  "emergency",
  "medical",
  "geriatric",
  "logistics",
  "convenience",
] as const;
export type AssistanceType = (typeof ASSISTANCE_TYPES)[number];
/** The five sections of /services/consulting (convenience services are shown under logistics). */
export const SERVICE_SECTIONS = ["general", "emergency", "medical", "geriatric", "logistics"] as const;

/**
 * Where a member's mobile may be from: India (the default, spec §1) and the countries families abroad
 * live in (the enquiry's +1 and +44, the Gulf, Singapore, Australia and Canada). `regions` are the
 * ISO countries sharing the code whose mobile numbers are accepted (libphonenumber-js metadata).
 */
export const PHONE_COUNTRIES = [
  { code: "+91", label: "India", regions: ["IN"] },
  { code: "+1", label: "USA / Canada", regions: ["US", "CA"] },
  { code: "+44", label: "UK", regions: ["GB"] },
  { code: "+971", label: "UAE", regions: ["AE"] },
  { code: "+966", label: "Saudi Arabia", regions: ["SA"] },
  { code: "+974", label: "Qatar", regions: ["QA"] },
  { code: "+965", label: "Kuwait", regions: ["KW"] },
  { code: "+968", label: "Oman", regions: ["OM"] },
  { code: "+973", label: "Bahrain", regions: ["BH"] },
  { code: "+65", label: "Singapore", regions: ["SG"] },
  { code: "+61", label: "Australia", regions: ["AU"] },
] as const;
/** Dialling codes a member's phone (registration, login, profile) may have. */
export const DIAL_CODES = [
  "+91",
  "+1",
  "+44",
  "+971",
  "+966",
  "+974",
  "+965",
  "+968",
  "+973",
  "+65",
  "+61",
] as const;
export type DialCode = (typeof DIAL_CODES)[number];
/** The enquiry form's dialling codes, as spec §5 lists them. */
export const ENQUIRY_DIAL_CODES = ["+91", "+1", "+44"] as const satisfies readonly DialCode[];
export type EnquiryDialCode = (typeof ENQUIRY_DIAL_CODES)[number];

export const COUNTRY_DIAL_OPTIONS = [
  { code: "+91", label: "India" },
  { code: "+1", label: "USA" },
  { code: "+44", label: "UK" },
] as const;

/** Enquiry preferred time: hour 1–12 with AM/PM; default 9 AM. */
export const DEFAULT_PREFERRED_TIME = { hour: 9, meridiem: "AM" } as const;

export const CURRENCY = "INR" as const;
export const TIME_ZONE = "Asia/Kolkata" as const;
export const GST_RATE_PERCENT = 18;

export const DOCUMENTS_LAST_UPDATED = "August 2025";
export const RELATED_DOCUMENTS_MAX = 6;
export const COPYRIGHT_YEAR = 2025;
export const INITIALS_FALLBACK = "SR";

export const LEGAL_TERMS = {
  cancellationNoticeDays: 15,
  refundWorkingDays: 15,
  afterStartAdminChargeMaxPercent: 20,
  jurisdiction: "Kolkata",
} as const;

/** Every user-facing message of spec §5 and §8, exactly as written there. */

export const VALIDATION_MESSAGES = {
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid 10-digit phone number",
  /** Not in the spec (issue 42, decision 0068): a UK "07911…" typed under +91 is refused, never cut. */
  phoneStartsWithZero:
    "An Indian number does not start with 0. Type the 10 digits after the 0, or choose the country code of a number from abroad.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  otpInvalidFormat: "Please enter the 6-digit OTP",
  nameRequired: "Full name is required",
  nameMin: "Name must be at least 2 characters",
  nameMax: "Name cannot exceed 50 characters",
  nameLettersOnly: "Full name can only contain letters and spaces",
  nameConsecutiveSpaces: "Multiple consecutive spaces are not allowed",
  nameEdgeSpaces: "Name cannot start or end with spaces",
  nameOnlySpaces: "Name cannot contain only spaces",
  relationshipRequired: "At least one relationship is required",
  relationshipMax: "Maximum limit reached! You can select up to 2 options. Remove one to add another.",
  idTypeRequired: "ID type is required",
  aadhaarFormat: "Aadhaar number must be 12 digits",
  aadhaarInvalid: "Please enter a valid Aadhaar number",
  panFormat: "PAN format should be ABCDE1234F",
  passportFormat: "Passport format should be A1234567",
  /** Not in the spec (decision 0068): ICAO 9303's document number, up to 9 letters and digits. */
  foreignPassportFormat: "A passport of another country has 6 to 9 letters and digits, for example 123456789",
  voterIdFormat: "Voter ID format should be ABC1234567",
  idMin: "ID number must be at least 3 characters",
  enquiryNameRequired: "Name is required",
  cityRequired: "City is required",
  countryRequired: "Country is required",
  messageRequired: "Message is required",
  preferredTimeInvalid: "Preferred time must be an hour from 1 to 12 with AM or PM",
  phoneOtpInvalid: "Please enter valid phone OTP",
  emailOtpInvalid: "Please enter valid email OTP",
} as const;

/** How a message names the contact a code was sent to (the server's delivery channels). */
const CONTACT_NOUN = { sms: "phone number", email: "email address" } as const;
export type ContactChannel = keyof typeof CONTACT_NOUN;

export const OTP_MESSAGES = {
  sent: "OTP sent successfully!",
  invalid: "Invalid otp. Please provide the correct otp.",
  status310: "Please Provide valid otp.",
  requestFailed: "An error occurred. Please try again.",
  verified: "OTP verified successfully!",
  waitBeforeResend: (seconds: number) => `Please wait ${seconds} seconds before asking for a new OTP.`,
  tooManySends: (channel: ContactChannel) =>
    `Too many OTPs were sent to this ${CONTACT_NOUN[channel]}. Please try again in an hour.`,
  tooManyFromNetwork: "Too many OTP requests from this network. Please try again later.",
  tooManyAttempts: "Too many wrong attempts. Please request a new OTP.",
  alreadyRegistered: (channel: ContactChannel) =>
    `This ${CONTACT_NOUN[channel]} is already registered. Please login instead.`,
  notRegistered: (channel: ContactChannel) =>
    `No account is registered with this ${CONTACT_NOUN[channel]}. Please register first.`,
  // No message says an account belongs to another role: such a login code is answered as sent (0049).
  companionPhoneOnly: "Companions log in with a code sent to their phone. Please use your mobile number.",
  companionLoginOnly: "Companion codes are only for logging in (user_type 3 needs login_flag).",
  companionInactive: "This companion account is not active. Please contact the care team.",
  /**
   * A wrong code at the companion's login (issue 42), in the product's own words (as BE008's "This OTP has
   * expired…"), not spec §8's "Invalid otp…", which the member and admin logins keep.
   */
  companionWrongCode: "This OTP is not correct. Please check the SMS and enter the 6 digits again.",
  userTypeInvalid: "user_type must be 1 (user), 2 (admin) or 3 (companion)",
  notDelivered: (channel: ContactChannel) =>
    channel === "sms"
      ? "We could not send the OTP by SMS just now. Please try again, or use your email."
      : "We could not send the OTP by email just now. Please try again, or use your phone.",
  storeUnavailable: "We could not handle one-time codes just now. Please try again in a moment.",
  emailSubject: (brand: string) => `Your ${brand} verification code`,
} as const;

export const HTTP_MESSAGES = {
  401: "Authentication failed. Please login again.",
  403: "Access denied. You don't have permission to perform this action.",
  404: "Resource not found.",
  500: "Internal server error. Please try again later.",
  502: "Server temporarily unavailable. Please try again later.",
  503: "Service temporarily unavailable. Please try again later.",
  network: "Network error. Please try again.",
  fallback: "Something went wrong. Please try again.",
} as const;

export const ERROR_STATE_DEFAULT_MESSAGE = "An error occurred";

/**
 * The words of the one-time-code login's phone steps (spec §4/§5), shared by every login; the
 * companion's app shows them in the companion's language (decision 0092).
 */
export const OTP_LOGIN_TEXT = {
  mobileNumber: "Mobile number",
  sendCode: "SEND OTP",
  back: "Back",
  codeSentTo: (digits: number | string, contact: string) =>
    `Enter the ${digits}-digit OTP sent to ${contact}`,
  codeLabel: "One-time code",
  digitLabel: (digit: number | string, of: number | string) => `Digit ${digit} of ${of}`,
  resend: "Resend OTP",
  resendIn: (countdown: string) => `Resend available in ${countdown}`,
} as const;

/** The shared forms' and dialogs' own words. */
export const FORM_TEXT = {
  /** After a required field's label: in words, not a colour or an asterisk. */
  required: "(required)",
  /** The name of a dialog's close button (an ×). */
  closeDialog: "Close",
} as const;

export const ACTION_MESSAGES = {
  loginAgain: "Please Login again to continue.",
  tryLater: "Error encountered please try again later",
  provideValidDetails: "Please provide valid details",
  otpGenerationFailed: "Error generating OTP. Please try again later.",
} as const;

export const SUCCESS_MESSAGES = {
  otpSent: "OTP sent successfully!",
  login: "Login successful!",
  profileUpdated: "Profile updated successfully!",
  serviceBooked: "Service booked successfully!",
  logout: "Logout successful!",
  membersFetched: "Members fetched successfully!",
  enquiriesFetched: "Enquiries fetched successfully!",
  dashboardFetched: "Admin Dashboard data fetched successfully",
  bookingsFetched: "Service bookings fetched successfully!",
  actionTaken: "Action taken on service booking successfully!",
  faqListFetched: "Admin FAQ list fetched successfully!",
  faqSaved: "FAQ created/updated successfully!",
} as const;

export const PROGRESS_MESSAGES = {
  generatingOtp: "Generating OTP. Please Wait...",
  signingIn: "Signing in. Please Wait...",
  fetchingMembers: "Fetching all members. Please Wait...",
  fetchingEnquiries: "Fetching enquiries. Please Wait...",
  fetchingDashboard: "Fetching enquiries. Please Wait...",
  fetchingBookings: "Fetching service bookings. Please Wait...",
  takingAction: "Taking action on service booking. Please Wait...",
  fetchingFaqs: "Fetching admin FAQ list. Please Wait...",
  savingFaq: "Creating/updating FAQ. Please Wait...",
} as const;

/** Payments (the spec names only the dialogs; these say what happened and what to do). */
export const PAYMENT_MESSAGES = {
  initiated: "Payment initiated. Please wait while we confirm it.",
  succeeded: "Payment successful!",
  failed: "Your payment could not be completed and you have not been charged. Please try again.",
  gatewayUnavailable: "We could not reach the payment service. You have not been charged. Please try again.",
  amountMismatch: "The amount does not match the price of this plan. Please choose the plan again.",
  paymentTypeMismatch: "The payment type does not match this plan's frequency. Please choose the plan again.",
  requestNotOpen: "This plan choice is no longer open. Please choose the plan again.",
  inProgress:
    "A payment for your plan is already in progress. Please complete it, or try again in a few minutes.",
  planUnavailable: "This plan is no longer offered. Please choose another plan.",
  /** The plan dialog asks a member with no address in India for the state the invoice is billed to. */
  billingStateLabel: "Your state, for the GST invoice",
  billingStateHint: "It decides the tax on your invoice. Add your full address in your profile any time.",
  billingStateRequired: "Please choose your state for the GST invoice",
  billingStateUnknown: "Please choose a state of India for the GST invoice",
  signatureInvalid: "We could not verify this payment with the payment service. You have not been charged.",
  cancelled: "Payment cancelled. You have not been charged; you can try again when you are ready.",
  stillWaiting:
    "Your payment is taking longer than usual to confirm. We will update your plan as soon as it does; please check your profile in a few minutes.",
  /** What Razorpay Checkout shows as the purchase. */
  checkoutDescription: "Care plan subscription",
  webhookSignatureInvalid: "The webhook signature is not valid.",
  /** The development sandbox switch (/dev/sandbox/decline-next). */
  sandboxBodyInvalid: "Send { phone } or { email }.",
  sandboxMemberUnknown: "No member with these details.",
  sandboxLinkUnknown: "No such payment link.",
  /** The plan dialog's own words. */
  processing: "Please wait while we confirm your payment. Do not close or refresh this page.",
  confirmed: (plan: string) =>
    `Thank you! Your ${plan} is confirmed. Your plan, its dates and your GST invoice are in your profile.`,
  combinationUnavailable: "This combination is not offered at the moment. Please choose another.",
  membersOnly: "Plans are bought by members. Please log in with a member account to subscribe.",
} as const;

/** What the server says about itself: shutting down, dependencies, requests it cannot read. */
export const SYSTEM_MESSAGES = {
  restarting: "The server is restarting. Please try again in a moment.",
  shuttingDown: "Shutting down.",
  /** /healthz while a new process renders its public pages, before the load balancer sends it anyone. */
  starting: "Starting.",
  databaseUnavailable: "Database unavailable.",
  /** Two changes of the same records met and could not both go through, even after retrying (BE012). */
  changedAtOnce: "Someone else changed this at the same moment. Please try again.",
  redisUnavailable: "Redis unavailable.",
  bodyNotObject: "The request body must be a JSON object.",
  invalidValue: "Invalid value",
  unknownField: "Unknown field",
  tooLarge: (limitKb: number) => `The request is too large (limit ${limitKb} KB).`,
  noApiEndpoint: (method: string, path: string) => `No API endpoint ${method} ${path}.`,
  nothingFound: (path: string) => `Nothing found at ${path}.`,
} as const;

/** What users:createenquiry/ answers (the spec names only the Thank You dialog). */
export const ENQUIRY_MESSAGES = {
  received:
    "Thank you for reaching out! We have received your enquiry and our care team will get in touch with you shortly.",
  limit: "Too many enquiries from this network. Please try again later.",
  cityNotInCountry: "Please choose a city in the selected country.",
  alreadySent:
    "An enquiry was already sent with these verification codes. To send a different one, please verify your phone and email again.",
  messageMax: (max: number) => `Message cannot exceed ${max} characters`,
  /** The web form's own words: its thank-you, a member's own contacts, what stands before SUBMIT. */
  thankYou: "We have received your enquiry. Our care team will get in touch with you shortly.",
  /** The Thank You's details: what to quote when calling us, and when we will call. */
  reference: "Your reference number",
  callbackAt: "We will call you on",
  indiaTime: "(India time)",
  registeredPhone: "Verified: your registered number",
  registeredEmail: "Verified: your registered email",
  pending: (steps: readonly string[]) => `To send your enquiry, please ${steps.join(", ")}.`,
  steps: {
    fill: "fill in every field",
    verifyPhone: "verify your phone number",
    verifyEmail: "verify your email",
  },
} as const;

/**
 * Why a login dialog opened by itself: a logged-out visitor opened a member's or an admin's page.
 * Each page by the name a person would use for it; any other protected page by its group.
 */
export const LOGIN_REASONS = {
  "/user/profile": "Please log in to see your profile",
  "/user/invoices": "Please log in to see your invoice",
  "/user/form": "Please log in to edit your profile",
  "/user/reschedule": "Please log in to see your reschedule requests",
  "/user/visit": "Please log in to read the visit report",
  "/planandservicedetails": "Please log in to see your plans and bookings",
  user: "Please log in to see this page",
  admin: "Please log in to the admin console",
} as const;

export const UI_TEXT = {
  tagline: "Let us look after your loved ones for you.",
  renderErrorTitle: "Something went wrong.",
  reloadPage: "Reload Page",
  documentNotFoundTitle: "Document Not Found",
  documentNotFoundBody: "The document you are looking for does not exist or may have been moved.",
  goBackHome: "Go Back to Home",
  loadingPlans: "Loading plans...",
  planDialogTitle: "Choose the Plans best for You",
  registrationTitle: "Register Now",
  registrationSuccessful: "Registration Successful",
  subscribeNow: "SUBSCRIBE NOW",
  subscribeLater: "SUBSCRIBE LATER",
  paymentProcessing: "Payment Processing",
  paymentSuccessful: "Payment Successful",
  visitProfile: "VISIT PROFILE",
  /** Beside VISIT PROFILE after a payment: the tax invoice it made. */
  openInvoice: "OPEN INVOICE",
  /** Under "Payment Successful": the receipt (with the invoice PDF) goes to the member's email. */
  receiptEmailed: "We have emailed you a receipt with your GST invoice attached.",
  payNow: "PAY NOW",
  enquireNow: "ENQUIRE NOW",
  enquiryTitle: "Your Peace of Mind Starts Here",
  thankYouTitle: "Thank You for Reaching Out!",
  /** A registration fee that is not charged, waived or never due: the one word for it. */
  waived: "Waived",
  /** A plan with no discount, beside one that has one. */
  noDiscount: "No discount",
  languageLabel: "English",
} as const;

/** What the web app says while it loads something, when it cannot, and when there is nothing to show. */
export const LOAD_MESSAGES = {
  plansFailed: "We could not load the plans.",
  plansFailedJustNow: "We could not load the plans just now.",
  noPlans: "No plans are available at the moment. Please check back soon.",
  noPlansForChoice:
    "No plans are offered for this choice at the moment. Please try another, or enquire and we will help.",
  servicesLoading: "Loading services...",
  servicesFailed: "We could not load our services just now.",
  noServicesOfKind: "Services of this kind are being added. Please enquire and we will help.",
  documentLoading: "Loading the document…",
  questionsLoading: "Loading questions…",
  questionsFailed: "We could not load the questions.",
  noQuestions: "We have not published any answers yet. Please ask us your question below.",
  profileLoading: "Loading your profile...",
  profileFailed: "We could not load your profile.",
  paymentsLoading: "Loading your payments...",
  paymentsFailed: "We could not load your payments.",
  quoteLoading: "Working out your quote...",
  invoiceLoading: "Loading your invoice...",
  invoiceFailed: "We could not load this invoice.",
  countriesLoading: "Loading countries...",
  citiesLoading: "Loading cities...",
  statesLoading: "Loading states...",
  lovedOnesLoading: "Loading your loved ones...",
  lovedOnesFailed: "We could not load your loved ones.",
  familyLoading: "Loading your family circle...",
  familyFailed: "We could not load your family circle.",
} as const;

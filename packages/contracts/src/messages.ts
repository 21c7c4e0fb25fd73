/** Every user-facing message of spec §5 and §8, exactly as written there. */

export const VALIDATION_MESSAGES = {
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid 10-digit phone number",
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

export const OTP_MESSAGES = {
  sent: "OTP sent successfully!",
  invalid: "Invalid otp. Please provide the correct otp.",
  status310: "Please Provide valid otp.",
  requestFailed: "An error occurred. Please try again.",
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
  signatureInvalid: "We could not verify this payment with the payment service. You have not been charged.",
  cancelled: "Payment cancelled. You have not been charged; you can try again when you are ready.",
  stillWaiting:
    "Your payment is taking longer than usual to confirm. We will update your plan as soon as it does; please check your profile in a few minutes.",
} as const;

/** What users:createenquiry/ answers (the spec names only the Thank You dialog). */
export const ENQUIRY_MESSAGES = {
  received:
    "Thank you for reaching out! We have received your enquiry and our care team will get in touch with you shortly.",
  limit: "Too many enquiries from this network. Please try again later.",
  cityNotInCountry: "Please choose a city in the selected country.",
  alreadySent:
    "An enquiry was already sent with these verification codes. To send a different one, please verify your phone and email again.",
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
  payNow: "PAY NOW",
  enquireNow: "ENQUIRE NOW",
  enquiryTitle: "Your Peace of Mind Starts Here",
  thankYouTitle: "Thank You for Reaching Out!",
  waived: "Waived",
  languageLabel: "English",
} as const;

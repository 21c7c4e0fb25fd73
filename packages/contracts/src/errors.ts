import type { ErrorKind } from "./envelope-values.ts";
import { HTTP_MESSAGES, OTP_MESSAGES, SYSTEM_MESSAGES } from "./messages.ts";

interface ErrorDefinition {
  /** HTTP status the server answers with. */
  status: number;
  /** Which list of `Errors` the item goes into. */
  kind: ErrorKind;
  /** What the code means (documentation, OpenAPI). */
  meaning: string;
  /** Default message shown to the user; a specific one may replace it. */
  message: string;
}

/**
 * The error-code catalogue. BE = business (the user can act on it), SE = system.
 * Business-rule failures use 422 (the spec's "310"); see docs/decisions/0004-error-codes-and-statuses.md.
 */
export const ERROR_CODES = {
  BE001: {
    status: 400,
    kind: "Business_Errors",
    meaning: "A field of the request breaks a validation rule; one item per broken rule.",
    message: "Please provide valid details",
  },
  BE002: {
    status: 401,
    kind: "Business_Errors",
    meaning: "No session token, or the token is unknown, expired or revoked.",
    message: HTTP_MESSAGES[401],
  },
  BE003: {
    status: 403,
    kind: "Business_Errors",
    meaning: "The session may not perform this action (wrong role, or another user's data).",
    message: HTTP_MESSAGES[403],
  },
  BE004: {
    status: 404,
    kind: "Business_Errors",
    meaning: "The record asked for does not exist (or is not visible to this session).",
    message: HTTP_MESSAGES[404],
  },
  BE005: {
    status: 422,
    kind: "Business_Errors",
    meaning:
      "Login refused: no account uses this phone or email, or the account may not log in now (never its role).",
    message: "No account is registered with these details. Please register first.",
  },
  BE006: {
    status: 422,
    kind: "Business_Errors",
    meaning: "Registration refused: the phone or email is already registered.",
    message: "This phone number or email is already registered. Please login instead.",
  },
  BE007: {
    status: 422,
    kind: "Business_Errors",
    meaning: "The one-time code is wrong.",
    message: OTP_MESSAGES.invalid,
  },
  BE008: {
    status: 422,
    kind: "Business_Errors",
    meaning: "The one-time code has expired, was already used, or had too many wrong tries.",
    message: "This OTP has expired. Please request a new one.",
  },
  BE009: {
    status: 429,
    kind: "Business_Errors",
    meaning: "Too many requests (code sends, tries or calls) in the time window.",
    message: "Too many requests. Please wait a few minutes and try again.",
  },
  BE010: {
    status: 409,
    kind: "Business_Errors",
    meaning: "Conflicts with the current state (slot taken, duplicate, already done).",
    message: "This request conflicts with the current state. Please refresh and try again.",
  },
  BE011: {
    status: 422,
    kind: "Business_Errors",
    meaning: "A business rule refused the request (amount mismatch, plan unavailable, and so on).",
    message: "Please provide valid details",
  },
  BE012: {
    status: 409,
    kind: "Business_Errors",
    meaning:
      "Another change of the same records ran at the same moment and the database could not let both through (a deadlock or serialization failure), even after retrying; nothing was changed, so the request may simply be sent again.",
    message: SYSTEM_MESSAGES.changedAtOnce,
  },
  SE001: {
    status: 500,
    kind: "System_Errors",
    meaning: "Unexpected server failure; details are only in the server log (by request id).",
    message: HTTP_MESSAGES[500],
  },
  SE002: {
    status: 503,
    kind: "System_Errors",
    meaning: "A dependency (database, mail, SMS, gateway) is unavailable or the server is shutting down.",
    message: HTTP_MESSAGES[503],
  },
  SE003: {
    status: 400,
    kind: "System_Errors",
    meaning: "The request body is not valid JSON.",
    message: "The request body is not valid JSON.",
  },
  SE004: {
    status: 415,
    kind: "System_Errors",
    meaning: "The request body is not JSON (Content-Type must be application/json).",
    message: "Unsupported content type. Please send the request as application/json.",
  },
  SE005: {
    status: 413,
    kind: "System_Errors",
    meaning: "The request body is larger than the server accepts.",
    message: "The request is too large.",
  },
  SE006: {
    status: 404,
    kind: "System_Errors",
    meaning: "No API route matches the method and path.",
    message: "No such API endpoint.",
  },
  SE007: {
    status: 400,
    kind: "System_Errors",
    meaning: "The request could not be read (bad headers, empty body where one is needed).",
    message: "The request could not be understood.",
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorDefinition(code: ErrorCode): ErrorDefinition {
  return ERROR_CODES[code];
}

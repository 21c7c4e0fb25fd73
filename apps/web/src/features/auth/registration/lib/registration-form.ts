import {
  CONSENT_REQUIRED_MESSAGE,
  checkEmail,
  checkFullName,
  checkIdNumber,
  checkPhone,
  DEFAULT_ID_TYPE,
  type DomainEntry,
  ID_TYPE,
  idNumberMaxLength,
  normalizeIdNumber,
  RELATIONSHIP_MAX,
  type RegisterRequest,
  type Relationship,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";

/**
 * Pure rules of the Registration dialog (spec §3–§5). Every message comes from the contract's check
 * functions, one message per field (the first broken rule), exactly as the server words them.
 */

export interface RegistrationValues {
  user_name: string;
  phone: string;
  email: string;
  user_relation: Relationship[];
  id_type: number;
  id_no: string;
  consent_accepted: boolean;
}

export type RegistrationField = keyof RegistrationValues;

export const EMPTY_REGISTRATION: RegistrationValues = {
  user_name: "",
  phone: "",
  email: "",
  user_relation: [],
  id_type: DEFAULT_ID_TYPE,
  id_no: "",
  consent_accepted: false,
};

/**
 * Used while the id_type domain data loads or if it cannot be fetched, so the form never dead-ends;
 * the codes are the contract's ID_TYPE, the names those the server's domain data uses.
 */
export const FALLBACK_ID_TYPES: DomainEntry[] = [
  { domain_code: ID_TYPE.aadhaar, domain_value: "Aadhaar" },
  { domain_code: ID_TYPE.pan, domain_value: "PAN" },
  { domain_code: ID_TYPE.passport, domain_value: "Passport" },
  { domain_code: ID_TYPE.voterId, domain_value: "Voter ID" },
];

/** The first broken rule of the ID number for this type, or null. */
export function idNumberProblem(idType: number, value: string): string | null {
  return checkIdNumber(idType, normalizeIdNumber(idType, value));
}

/** The first broken rule of each field; an empty object when the form is valid. */
export function registrationProblems(values: RegistrationValues): Partial<Record<RegistrationField, string>> {
  const problems: Partial<Record<RegistrationField, string>> = {};
  const name = checkFullName(values.user_name);
  if (name) problems.user_name = name;
  const phone = checkPhone(values.phone);
  if (phone) problems.phone = phone;
  const email = checkEmail(values.email);
  if (email) problems.email = email;
  if (values.user_relation.length === 0) problems.user_relation = VALIDATION_MESSAGES.relationshipRequired;
  else if (values.user_relation.length > RELATIONSHIP_MAX)
    problems.user_relation = VALIDATION_MESSAGES.relationshipMax;
  if (!Number.isInteger(values.id_type) || values.id_type <= 0)
    problems.id_type = VALIDATION_MESSAGES.idTypeRequired;
  else {
    const id = idNumberProblem(values.id_type, values.id_no);
    if (id) problems.id_no = id;
  }
  if (!values.consent_accepted) problems.consent_accepted = CONSENT_REQUIRED_MESSAGE;
  return problems;
}

export interface RelationshipToggle {
  next: Relationship[];
  /** True when the choice was refused because RELATIONSHIP_MAX are already chosen. */
  limitReached: boolean;
}

/** Ticks or unticks one relationship; a third choice is refused (spec §5) and the list kept. */
export function toggleRelationship(
  current: readonly Relationship[],
  choice: Relationship,
): RelationshipToggle {
  if (current.includes(choice)) return { next: current.filter((r) => r !== choice), limitReached: false };
  if (current.length >= RELATIONSHIP_MAX) return { next: [...current], limitReached: true };
  return { next: [...current, choice], limitReached: false };
}

/**
 * ID number input while typing: Aadhaar keeps digits only; PAN, Passport and Voter ID are upper-cased
 * letters and digits; other types are upper-cased as typed. Never longer than the type allows.
 */
export function formatIdInput(idType: number, value: string): string {
  const max = idNumberMaxLength(idType);
  if (idType === ID_TYPE.aadhaar) return value.replace(/\D/g, "").slice(0, max);
  if (idType === ID_TYPE.pan || idType === ID_TYPE.passport || idType === ID_TYPE.voterId)
    return value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, max);
  return value.toUpperCase().slice(0, max);
}

/**
 * What changing the ID type does to an ID number already typed (spec §5: revalidated when the type
 * changes): the value is kept (upper-cased for letter types, never cut, so nothing typed is lost) and
 * checked against the new type's rules. `problem` is null for an empty value, which is not yet an error.
 */
export function idNumberOnTypeChange(
  idType: number,
  value: string,
): { value: string; problem: string | null } {
  const next = idType === ID_TYPE.aadhaar ? value : value.toUpperCase();
  return { value: next, problem: next === "" ? null : idNumberProblem(idType, next) };
}

export interface SubmitState {
  values: RegistrationValues;
  /** The phone number the verification token belongs to, or null when not verified. */
  verifiedPhone: string | null;
  verifiedEmail: string | null;
  submitting: boolean;
}

/** Spec §4: NEXT only when phone and email are both verified (as they now read) and the form is valid. */
export function canSubmit(state: SubmitState): boolean {
  if (state.submitting) return false;
  if (state.verifiedPhone === null || state.verifiedPhone !== state.values.phone) return false;
  if (state.verifiedEmail === null || state.verifiedEmail !== state.values.email) return false;
  return Object.keys(registrationProblems(state.values)).length === 0;
}

/** What still stands between the person and NEXT, in form order, for a hint beside the button. */
export function pendingSteps(state: Omit<SubmitState, "submitting">): string[] {
  const problems = registrationProblems(state.values);
  const steps: string[] = [];
  if (problems.user_name) steps.push("enter your full name");
  if (state.verifiedPhone === null || state.verifiedPhone !== state.values.phone)
    steps.push("verify your phone");
  if (state.verifiedEmail === null || state.verifiedEmail !== state.values.email)
    steps.push("verify your email");
  if (problems.user_relation) steps.push("choose a relationship");
  if (problems.id_type || problems.id_no) steps.push("enter a valid ID number");
  if (problems.consent_accepted) steps.push("accept the terms");
  return steps;
}

/** The users/register/ body from valid form values and the two verification tokens. */
export function toRegisterRequest(
  values: RegistrationValues,
  tokens: { phone: string; email: string },
): RegisterRequest {
  return {
    user_name: values.user_name,
    phone: values.phone,
    email: values.email.trim(),
    user_relation: [...values.user_relation],
    id_type: values.id_type,
    id_no: normalizeIdNumber(values.id_type, values.id_no),
    phone_verification_token: tokens.phone,
    email_verification_token: tokens.email,
    consent_accepted: true,
  };
}

/** The contract checks as the form's resolver: one message per field, the same words as the server. */
export const registrationResolver: Resolver<RegistrationValues> = async (values) => {
  const problems = Object.entries(registrationProblems(values));
  if (problems.length === 0) return { values, errors: {} };
  const errors: FieldErrors<RegistrationValues> = {};
  for (const [field, message] of problems) {
    (errors as Record<string, FieldError>)[field] = { type: "contract", message };
  }
  return { values: {}, errors };
};

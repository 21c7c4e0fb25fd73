import {
  checkIdNumber,
  DEFAULT_COUNTRY_DIAL_CODE,
  DEFAULT_ID_TYPE,
  type DialCode,
  type DomainEntry,
  ID_TYPE,
  idNumberMaxLength,
  normalizeIdNumber,
  phoneCheckAlways,
  REGISTRATION_MESSAGES,
  type RegisterRequest,
  type Relationship,
  refinePhone,
  registerRequestSchema,
  registrationFormSchema,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../../lib/forms/contract-resolver.ts";
import { fieldProblems } from "../../../../lib/forms/field-problems.ts";

/**
 * Rules of the Registration dialog (spec §3–§5): the contract's registration form plus the consent
 * tick, one message per field (the first broken rule), exactly as the server words them.
 */

export interface RegistrationValues {
  user_name: string;
  country_code: DialCode;
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
  country_code: DEFAULT_COUNTRY_DIAL_CODE,
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
  { domain_code: ID_TYPE.foreignPassport, domain_value: "Passport (other country)" },
];

/** The first broken rule of the ID number for this type, or null. */
export function idNumberProblem(idType: number, value: string): string | null {
  return checkIdNumber(idType, normalizeIdNumber(idType, value));
}

const contract = registrationFormSchema.shape;

/**
 * The form's schema, from the contract's fields. The form always holds an ID type, and the ID number
 * is checked against it even while other fields are wrong, so every problem shows at once.
 */
export const registrationSchema = z
  .object({
    user_name: contract.user_name,
    country_code: contract.country_code.unwrap(),
    phone: contract.phone,
    email: contract.email,
    user_relation: contract.user_relation,
    id_type: contract.id_type.unwrap(),
    id_no: contract.id_no,
    consent_accepted: z.boolean().pipe(registerRequestSchema.shape.consent_accepted),
  })
  .superRefine(
    (values, ctx) => {
      const problem = idNumberProblem(values.id_type, values.id_no);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["id_no"] });
    },
    { when: ({ value }) => hasIdType(value) },
  )
  // The phone is checked against its country even while other fields are wrong.
  .superRefine(refinePhone, phoneCheckAlways());

/** The phone as a code proves it: dialling code and digits together. */
export const phoneKey = (values: Pick<RegistrationValues, "country_code" | "phone">) =>
  `${values.country_code}${values.phone}`;

function hasIdType(value: unknown): boolean {
  const { id_type, id_no } = (value ?? {}) as Partial<Record<string, unknown>>;
  return Number.isInteger(id_type) && (id_type as number) > 0 && typeof id_no === "string";
}

/** The first broken rule of each field; an empty object when the form is valid. */
export function registrationProblems(values: RegistrationValues): Partial<Record<RegistrationField, string>> {
  return fieldProblems<RegistrationField>(registrationSchema, values);
}

/**
 * ID number input while typing: Aadhaar keeps digits only; PAN, Passport and Voter ID are upper-cased
 * letters and digits; other types are upper-cased as typed. Never longer than the type allows.
 */
export function formatIdInput(idType: number, value: string): string {
  const max = idNumberMaxLength(idType);
  if (idType === ID_TYPE.aadhaar) return value.replace(/\D/g, "").slice(0, max);
  const lettersAndDigits: number[] = [
    ID_TYPE.pan,
    ID_TYPE.passport,
    ID_TYPE.voterId,
    ID_TYPE.foreignPassport,
  ];
  if (lettersAndDigits.includes(idType))
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
  /** The phone number (phoneKey) the verification token belongs to, or null when not verified. */
  verifiedPhone: string | null;
  verifiedEmail: string | null;
  submitting: boolean;
}

/** Spec §4: NEXT only when phone and email are both verified (as they now read) and the form is valid. */
export function canSubmit(state: SubmitState): boolean {
  if (state.submitting) return false;
  if (state.verifiedPhone === null || state.verifiedPhone !== phoneKey(state.values)) return false;
  if (state.verifiedEmail === null || state.verifiedEmail !== state.values.email) return false;
  return Object.keys(registrationProblems(state.values)).length === 0;
}

/** What still stands between the person and NEXT, in form order, for a hint beside the button. */
export function pendingSteps(state: Omit<SubmitState, "submitting">): string[] {
  const problems = registrationProblems(state.values);
  const step = REGISTRATION_MESSAGES.steps;
  const steps: string[] = [];
  if (problems.user_name) steps.push(step.name);
  if (state.verifiedPhone === null || state.verifiedPhone !== phoneKey(state.values))
    steps.push(step.verifyPhone);
  if (state.verifiedEmail === null || state.verifiedEmail !== state.values.email)
    steps.push(step.verifyEmail);
  if (problems.user_relation) steps.push(step.relationship);
  if (problems.id_type || problems.id_no) steps.push(step.idNumber);
  if (problems.consent_accepted) steps.push(step.consent);
  return steps;
}

/** The users/register/ body from valid form values and the two verification tokens. */
export function toRegisterRequest(
  values: RegistrationValues,
  tokens: { phone: string; email: string },
): RegisterRequest {
  return {
    user_name: values.user_name,
    country_code: values.country_code,
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

/** The form's resolver: its schema, so the form and the server say the same thing. */
export const registrationResolver = contractResolver<RegistrationValues, RegistrationValues>(
  registrationSchema,
);

import { z } from "zod";
import { DEFAULT_COUNTRY_DIAL_CODE, type DialCode } from "./constants.ts";
import {
  EMERGENCY_CARD_MESSAGES,
  EMERGENCY_CONTACTS_MAX,
  EMERGENCY_TEXT_MAX,
} from "./emergency-card-words.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { checkContactName, tidyContactName } from "./validation/contact-name.ts";
import { plainText, positiveIdSchema, ruleString } from "./validation/fields.ts";
import { dialCodeSchema, phoneRule } from "./validation/phone.ts";
import { splitE164 } from "./validation/phone-text.ts";

/*
 * A loved one's emergency card (issue 29, decision 0059): who to call, the nearest hospital, and what
 * emergency services may need to hear. Allergies and regular medicines are kept only with the family's
 * consent to the stated purpose: the service itself stays non-medical.
 */

const optionalText = (label: string, max: number, message: string, multiline = false) =>
  plainText(z.string().trim().max(max, message), label, multiline).optional().default("");

// Kept as typed ("Rina Das (housekeeper)"), or refused with a reason (issue 42).
const contactName = ruleString(
  (v) => checkContactName(v, EMERGENCY_CARD_MESSAGES.contactNameRequired),
  EMERGENCY_CARD_MESSAGES.contactNameRequired,
).transform(tidyContactName);
const contactPhone = phoneRule();

/**
 * A contact's number with its country's code (issue 42, decision 0068): a son in London is reached on
 * +44, and the number is stored, shown and dialled in E.164. Sent as the code and the national number.
 */
export const emergencyContactSchema = z
  .strictObject({
    name: contactName,
    country_code: dialCodeSchema,
    phone: z.string({ error: M.phoneRequired }),
    relation: optionalText("Relationship", 40, EMERGENCY_CARD_MESSAGES.relationMax),
  })
  .superRefine(contactPhone.refine, contactPhone.always);
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;
/** A contact as kept and answered: the number in E.164 ("+447911234568"). */
export interface SavedEmergencyContact {
  name: string;
  phone: string;
  relation: string;
}

const cardShape = {
  contacts: z
    .array(emergencyContactSchema, { error: EMERGENCY_CARD_MESSAGES.contactsRequired })
    .min(1, EMERGENCY_CARD_MESSAGES.contactsRequired)
    .max(EMERGENCY_CONTACTS_MAX, EMERGENCY_CARD_MESSAGES.contactsMax),
  hospital_name: optionalText("Hospital", 200, EMERGENCY_CARD_MESSAGES.hospitalMax),
  hospital_address: optionalText("Hospital address", 200, EMERGENCY_CARD_MESSAGES.hospitalMax),
  hospital_phone: z
    .string()
    .trim()
    .regex(/^(\+?\d[\d ()-]{6,18})?$/, EMERGENCY_CARD_MESSAGES.hospitalPhoneInvalid)
    .optional()
    .default(""),
  allergies: optionalText("Allergies", EMERGENCY_TEXT_MAX, EMERGENCY_CARD_MESSAGES.textMax, true),
  medicines: optionalText("Medicines", EMERGENCY_TEXT_MAX, EMERGENCY_CARD_MESSAGES.textMax, true),
  /** Required (true) when allergies or medicines are given. */
  health_consent: z.boolean().optional().default(false),
  emergency_notes: optionalText("Notes", EMERGENCY_TEXT_MAX, EMERGENCY_CARD_MESSAGES.textMax, true),
};

/** Allergies and medicines are kept only with the family's consent. */
function consentGiven(
  v: { allergies: string; medicines: string; health_consent: boolean },
  ctx: z.RefinementCtx,
) {
  if ((v.allergies || v.medicines) && !v.health_consent) {
    ctx.addIssue({
      code: "custom",
      path: ["health_consent"],
      message: EMERGENCY_CARD_MESSAGES.consentRequired,
    });
  }
}

const { contacts: _contacts, ...restShape } = cardShape;
const optionalName = plainText(z.string().trim().max(100, M.nameRequired), "Name").optional().default("");
const optionalPhone = z.string().trim().optional().default("");
const firstPhone = phoneRule({ code: "contact1_country_code", phone: "contact1_phone" });
const secondPhone = phoneRule({ code: "contact2_country_code", phone: "contact2_phone" });

/**
 * The card's form: two contact slots (the second may stay empty), then the rest as saved. The request
 * it makes is `emergencyCardBody`; the values of a saved card, `emergencyCardFormValues`.
 */
export const emergencyCardFormSchema = z
  .strictObject({
    contact1_name: contactName,
    contact1_country_code: dialCodeSchema,
    contact1_phone: z.string({ error: M.phoneRequired }),
    contact1_relation: emergencyContactSchema.shape.relation,
    contact2_name: optionalName,
    contact2_country_code: dialCodeSchema,
    contact2_phone: optionalPhone,
    contact2_relation: emergencyContactSchema.shape.relation,
    ...restShape,
  })
  .superRefine(firstPhone.refine, firstPhone.always)
  .superRefine((v, ctx) => {
    consentGiven(v, ctx);
    // A second contact is all or nothing: a name with a phone that works.
    if (!v.contact2_name && !v.contact2_phone && !v.contact2_relation) return;
    const nameProblem = checkContactName(v.contact2_name, EMERGENCY_CARD_MESSAGES.contactNameRequired);
    if (nameProblem) ctx.addIssue({ code: "custom", path: ["contact2_name"], message: nameProblem });
    secondPhone.refine(v, ctx);
  });
export type EmergencyCardForm = z.input<typeof emergencyCardFormSchema>;
export type EmergencyCardFormOutput = z.output<typeof emergencyCardFormSchema>;

/** The form's values as the request's card (the loved one is added by the caller). */
export function emergencyCardBody(f: EmergencyCardFormOutput) {
  const contacts = [
    {
      name: f.contact1_name,
      country_code: f.contact1_country_code,
      phone: f.contact1_phone,
      relation: f.contact1_relation,
    },
  ];
  if (f.contact2_name) {
    contacts.push({
      name: f.contact2_name,
      country_code: f.contact2_country_code,
      phone: f.contact2_phone,
      relation: f.contact2_relation,
    });
  }
  return {
    contacts,
    hospital_name: f.hospital_name,
    hospital_address: f.hospital_address,
    hospital_phone: f.hospital_phone,
    allergies: f.allergies,
    medicines: f.medicines,
    health_consent: f.health_consent,
    emergency_notes: f.emergency_notes,
  };
}

/** A saved card (or none yet) as the form's starting values. */
export function emergencyCardFormValues(card: EmergencyCard | null) {
  const [first, second] = card?.contacts ?? [];
  const none = { country_code: DEFAULT_COUNTRY_DIAL_CODE as DialCode, phone: "" };
  const one = first ? splitE164(first.phone) : none;
  const two = second ? splitE164(second.phone) : none;
  return {
    contact1_name: first?.name ?? "",
    contact1_country_code: one.country_code,
    contact1_phone: one.phone,
    contact1_relation: first?.relation ?? "",
    contact2_name: second?.name ?? "",
    contact2_country_code: two.country_code,
    contact2_phone: two.phone,
    contact2_relation: second?.relation ?? "",
    hospital_name: card?.hospital_name ?? "",
    hospital_address: card?.hospital_address ?? "",
    hospital_phone: card?.hospital_phone ?? "",
    allergies: card?.allergies ?? "",
    medicines: card?.medicines ?? "",
    health_consent: card ? card.health_consent !== null : false,
    emergency_notes: card?.emergency_notes ?? "",
  } satisfies EmergencyCardForm;
}

/** users/saveemergencycard/: the whole card for one of the caller's loved ones (the session names them). */
export const saveEmergencyCardRequestSchema = z
  .strictObject({ loved_one_id: positiveIdSchema("loved_one_id is required"), ...cardShape })
  .superRefine(consentGiven);
export type SaveEmergencyCardRequest = z.infer<typeof saveEmergencyCardRequestSchema>;

/** users/getemergencycard/. */
export const emergencyCardRequestSchema = z.strictObject({
  loved_one_id: positiveIdSchema("loved_one_id is required"),
});

export const emergencyCardSchema = z.object({
  loved_one_id: z.number().int(),
  loved_one_name: z.string(),
  /** Each number in E.164, shown with its country's code (displayPhone) and dialled as it is. */
  contacts: z.array(z.object({ name: z.string(), phone: z.string(), relation: z.string() })),
  hospital_name: z.string(),
  hospital_address: z.string(),
  hospital_phone: z.string(),
  allergies: z.string(),
  medicines: z.string(),
  /** When allergies or medicines are kept: the wording agreed to and when. */
  health_consent: z.object({ version: z.string(), accepted_at: z.string() }).nullable(),
  /**
   * True for a circle member: allergies and medicines (and the consent) are withheld, as the consent
   * says, and come as empty (issue 41).
   */
  health_withheld: z.boolean(),
  emergency_notes: z.string(),
  updated_at: z.string(),
});
export type EmergencyCard = z.infer<typeof emergencyCardSchema>;

/** The card, or null while the family has not written one. */
export const emergencyCardResponseSchema = z.object({
  card: emergencyCardSchema.nullable(),
  /**
   * The loved one's check-in code ("ABCD-EFGH"), printed with the card as a QR code for companions to scan
   * at the door (decision 0093); for the family only, never in the companion's day view.
   */
  check_in_code: z.string(),
});
export const saveEmergencyCardResponseSchema = z.object({ card: emergencyCardSchema, Message: z.string() });

/**
 * The card as the companion making a visit sees it, on the day of the visit only: no consent record, no
 * dates, nothing of the family beyond what an emergency needs.
 */
export const visitEmergencyCardSchema = emergencyCardSchema.omit({
  loved_one_id: true,
  loved_one_name: true,
  health_consent: true,
  health_withheld: true,
  updated_at: true,
});
export type VisitEmergencyCard = z.infer<typeof visitEmergencyCardSchema>;

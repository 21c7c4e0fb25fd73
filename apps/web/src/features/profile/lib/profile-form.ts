import {
  type ApiBody,
  type Country,
  checkPostalCode,
  modifyProfileRequestSchema,
  type Profile,
  type Relationship,
} from "@eldercare/contracts";
import { z } from "zod";

/**
 * The profile's Edit form (issue 11, decision 0021): name and relationships with the registration
 * rules, and the postal address as one group (line, country, state, city, postal code), checked with
 * the contract's words. Phone and email change in flows of their own (each needs a code).
 */
export interface ProfileFormValues {
  user_name: string;
  user_relation: Relationship[];
  address_line: string;
  /** 0 until chosen. */
  country_id: number;
  state_id: number;
  city_id: number;
  pincode: string;
}

export type AddressField = "address_line" | "country_id" | "state_id" | "city_id" | "pincode";

/** The form as the profile stands. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    user_name: profile.user_name,
    user_relation: [...profile.user_relation],
    address_line: profile.address_line ?? "",
    country_id: profile.country_id ?? 0,
    state_id: profile.state_id ?? 0,
    city_id: profile.city_id ?? 0,
    pincode: profile.pincode ?? "",
  };
}

/** True when no part of the address has been given. */
export function isBlankAddress(v: Pick<ProfileFormValues, AddressField>): boolean {
  return (
    v.address_line.trim() === "" &&
    v.country_id === 0 &&
    v.state_id === 0 &&
    v.city_id === 0 &&
    v.pincode.trim() === ""
  );
}

const contract = modifyProfileRequestSchema.shape;
const addressRules = {
  address_line: contract.address_line.unwrap(),
  country_id: contract.country_id.unwrap(),
  state_id: contract.state_id.unwrap(),
  city_id: contract.city_id.unwrap(),
  pincode: contract.pincode.unwrap(),
} as const;

/**
 * The form's schema, from the contract's fields. The address is optional while the profile has none
 * (all blank is fine), otherwise every part is required; the postal code follows the chosen country's
 * rule (India's 6-digit PIN, elsewhere 3 to 10 characters), as the server checks it.
 */
export function profileFormSchema(
  countries: readonly Country[] | undefined,
  options: { addressRequired: boolean },
) {
  return z
    .object({
      user_name: contract.user_name.unwrap(),
      user_relation: contract.user_relation.unwrap(),
      address_line: z.string(),
      country_id: z.number(),
      state_id: z.number(),
      city_id: z.number(),
      pincode: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!options.addressRequired && isBlankAddress(values)) return;
      const code = countries?.find((c) => c.country_id === values.country_id)?.country_code;
      for (const field of Object.keys(addressRules) as AddressField[]) {
        // The postal code follows the chosen country's rule once the country is known.
        const problem =
          field === "pincode" && code
            ? checkPostalCode(values.pincode.trim(), code)
            : addressRules[field].safeParse(values[field]).error?.issues[0]?.message;
        if (problem) ctx.addIssue({ code: "custom", message: problem, path: [field] });
      }
    });
}

function sameRelations(a: readonly Relationship[], b: readonly Relationship[]): boolean {
  return a.length === b.length && a.every((r) => b.includes(r));
}

function addressChanged(profile: Profile, v: ProfileFormValues): boolean {
  return (
    v.address_line.trim() !== (profile.address_line ?? "") ||
    v.country_id !== (profile.country_id ?? 0) ||
    v.state_id !== (profile.state_id ?? 0) ||
    v.city_id !== (profile.city_id ?? 0) ||
    v.pincode.trim() !== (profile.pincode ?? "")
  );
}

/**
 * users/modifyprofiledata/ with only what changed (decision 0021): the name, the relationships, and
 * the address as a whole group. Only user_id means there is nothing to change.
 */
export function toModifyProfileRequest(profile: Profile, v: ProfileFormValues): ApiBody<"modifyProfile"> {
  const body: ApiBody<"modifyProfile"> = { user_id: profile.user_id };
  if (v.user_name !== profile.user_name) body.user_name = v.user_name;
  if (!sameRelations(v.user_relation, profile.user_relation)) body.user_relation = [...v.user_relation];
  if (!isBlankAddress(v) && addressChanged(profile, v)) {
    body.address_line = v.address_line.trim();
    body.country_id = v.country_id;
    body.state_id = v.state_id;
    body.city_id = v.city_id;
    body.pincode = v.pincode.trim();
  }
  return body;
}

/** True when the request would change nothing (PROFILE_MESSAGES.nothingToChange). */
export function changesNothing(body: ApiBody<"modifyProfile">): boolean {
  return Object.keys(body).length === 1;
}

/** "12 Lake Road, Kolkata, West Bengal 700029, India"; null when the profile has no address. */
export function formatAddress(
  p: Pick<Profile, "address_line" | "city_name" | "state_name" | "pincode" | "country_name">,
): string | null {
  if (!p.address_line) return null;
  const region = [p.state_name, p.pincode].filter(Boolean).join(" ");
  return [p.address_line, p.city_name, region, p.country_name].filter(Boolean).join(", ");
}

/** The postal code's label: India's PIN code, elsewhere a postal code. */
export function postalCodeLabel(countryCode: string | undefined): string {
  return countryCode === "IN" ? "PIN code" : "Postal code";
}

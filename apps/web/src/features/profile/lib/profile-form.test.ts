import { PROFILE_MESSAGES, type Profile, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { fieldProblems } from "../../../lib/forms/field-problems.ts";
import { profileFixture } from "../../../test/profile-fixture.ts";
import {
  changesNothing,
  formatAddress,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  toModifyProfileRequest,
} from "./profile-form.ts";

const countries = [
  { country_id: 1, country_name: "India", country_code: "IN", dial_code: "+91" },
  { country_id: 3, country_name: "United Kingdom", country_code: "GB", dial_code: "+44" },
];

const profile = profileFixture();

const withAddress: Profile = {
  ...profile,
  address_line: "12 Lake Road",
  country_id: 1,
  state_id: 20,
  city_id: 300,
  pincode: "700029",
  country_name: "India",
  state_name: "West Bengal",
  city_name: "Kolkata",
};

const problems = (values: ProfileFormValues, addressRequired = false) =>
  fieldProblems(profileFormSchema(countries, { addressRequired }), values);

describe("profileFormSchema", () => {
  it("accepts the profile as it stands, with no address", () => {
    expect(problems(profileFormValues(profile))).toEqual({});
  });

  it("uses the registration rules for the name and relationships", () => {
    const values = { ...profileFormValues(profile), user_name: "M", user_relation: [] };
    expect(problems(values)).toMatchObject({
      user_name: VALIDATION_MESSAGES.nameMin,
      user_relation: VALIDATION_MESSAGES.relationshipRequired,
    });
  });

  it("asks for every part of an address once one part is given", () => {
    const values = { ...profileFormValues(profile), address_line: "12 Lake Road" };
    expect(problems(values)).toEqual({
      country_id: PROFILE_MESSAGES.countryRequired,
      state_id: PROFILE_MESSAGES.stateRequired,
      city_id: PROFILE_MESSAGES.cityRequired,
      pincode: PROFILE_MESSAGES.postalCodeInvalid,
    });
  });

  it("keeps an address that exists required", () => {
    const values = { ...profileFormValues(profile) };
    expect(problems(values, true)).toMatchObject({ address_line: PROFILE_MESSAGES.addressRequired });
  });

  it("checks the postal code by the chosen country", () => {
    const india = { ...profileFormValues(withAddress), pincode: "SW1A 1AA" };
    expect(problems(india)).toEqual({ pincode: PROFILE_MESSAGES.pincodeInvalid });
    expect(problems({ ...india, pincode: "12" })).toEqual({ pincode: PROFILE_MESSAGES.pincodeInvalid });
    const uk = { ...india, country_id: 3 };
    expect(problems(uk)).toEqual({});
  });
});

describe("toModifyProfileRequest", () => {
  it("sends only what changed", () => {
    const body = toModifyProfileRequest(profile, { ...profileFormValues(profile), user_name: "Meera Rao" });
    expect(body).toEqual({ user_id: 7, user_name: "Meera Rao" });
  });

  it("sends the relationships when the set changed, not when only the order did", () => {
    const same = toModifyProfileRequest(profile, {
      ...profileFormValues(profile),
      user_relation: ["Mother", "Self"],
    });
    expect(changesNothing(same)).toBe(true);
    const changed = toModifyProfileRequest(profile, {
      ...profileFormValues(profile),
      user_relation: ["Father"],
    });
    expect(changed).toEqual({ user_id: 7, user_relation: ["Father"] });
  });

  it("sends the address as a whole group when any part changed", () => {
    const body = toModifyProfileRequest(withAddress, {
      ...profileFormValues(withAddress),
      pincode: " 700019 ",
    });
    expect(body).toEqual({
      user_id: 7,
      address_line: "12 Lake Road",
      country_id: 1,
      state_id: 20,
      city_id: 300,
      pincode: "700019",
    });
  });

  it("sends nothing for an untouched form", () => {
    expect(changesNothing(toModifyProfileRequest(withAddress, profileFormValues(withAddress)))).toBe(true);
  });
});

describe("formatAddress", () => {
  it("reads the address with its place names", () => {
    expect(formatAddress(withAddress)).toBe("12 Lake Road, Kolkata, West Bengal 700029, India");
    expect(formatAddress(profile)).toBeNull();
  });
});

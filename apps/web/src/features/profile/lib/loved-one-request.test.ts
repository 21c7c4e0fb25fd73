import { LOVED_ONE_MESSAGES, lovedOneFormSchema, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { fieldProblems } from "../../../lib/forms/field-problems.ts";
import { dateOfBirthBounds, EMPTY_LOVED_ONE, toSaveLovedOneRequest } from "./loved-one-request.ts";

describe("the loved-one form", () => {
  it("says what each empty field needs, in the contract's words", () => {
    expect(fieldProblems(lovedOneFormSchema, EMPTY_LOVED_ONE)).toMatchObject({
      full_name: VALIDATION_MESSAGES.nameRequired,
      relationship: LOVED_ONE_MESSAGES.relationshipRequired,
      date_of_birth: LOVED_ONE_MESSAGES.dateOfBirthRequired,
      gender: LOVED_ONE_MESSAGES.genderRequired,
      address_line: LOVED_ONE_MESSAGES.addressRequired,
      state_id: LOVED_ONE_MESSAGES.stateRequired,
      city_id: LOVED_ONE_MESSAGES.cityRequired,
      pincode: LOVED_ONE_MESSAGES.pincodeInvalid,
      contact_name: LOVED_ONE_MESSAGES.contactNameRequired,
      languages: LOVED_ONE_MESSAGES.languagesRequired,
      mobility: LOVED_ONE_MESSAGES.mobilityRequired,
    });
  });

  it("adds the member and, when editing, the loved one's id to the request", () => {
    const checked = lovedOneFormSchema.parse({
      ...EMPTY_LOVED_ONE,
      full_name: "Sita Devi",
      relationship: "Mother",
      date_of_birth: "1948-03-02",
      gender: "Female",
      address_line: "12 Lake Road",
      state_id: 20,
      city_id: 300,
      pincode: "700029",
      contact_name: "Ramesh Das",
      contact_phone: "9830012345",
      languages: ["Bengali"],
      mobility: "walks_with_support",
    });
    expect(toSaveLovedOneRequest(7, checked)).not.toHaveProperty("loved_one_id");
    expect(toSaveLovedOneRequest(7, checked, 4)).toMatchObject({ user_id: 7, loved_one_id: 4, notes: "" });
  });
});

describe("dateOfBirthBounds", () => {
  it("allows ages 40 to 120 on the day", () => {
    expect(dateOfBirthBounds("2026-05-17")).toEqual({ min: "1905-05-18", max: "1986-05-17" });
  });
});

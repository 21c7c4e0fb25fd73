import { ADMIN_MEMBER_TEXT, type AdminMember, type AdminMemberProfile } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { memberIdOf, memberPath, memberRowText, planText, profileLines } from "./member-rows.ts";

const member: AdminMember = {
  member_id: 7,
  user_name: "Meher Contractor",
  phone: "9876543210",
  email: "meher@example.com",
  city_name: "Kolkata",
  plan_type_name: "gold",
  plan_status: "active",
  loved_ones_count: 2,
  upcoming_visits: 1,
  // 20:00 UTC is 01:30 the next day in India.
  created_at: "2025-03-10T20:00:00.000Z",
  erased: false,
};

const profile: AdminMemberProfile = {
  member_id: 7,
  user_name: "Meher Contractor",
  phone: "9876543210",
  email: "meher@example.com",
  user_relation: ["Self", "Mother"],
  address_line: "4 Hindusthan Park",
  city_name: "Kolkata",
  state_name: "West Bengal",
  country_name: "India",
  pincode: "700029",
  id_type_name: "Aadhaar",
  id_no_masked: "XXXX XXXX 1234",
  consent_version: "2025-08",
  consent_accepted_at: "2025-03-10T20:00:00.000Z",
  created_at: "2025-03-10T20:00:00.000Z",
  erased: false,
  erased_at: null,
};

describe("memberRowText", () => {
  it("shows the plan with its state and the joining day in India", () => {
    expect(memberRowText(member)).toEqual({
      name: "Meher Contractor",
      phone: "9876543210",
      email: "meher@example.com",
      city: "Kolkata",
      plan: "Gold · Active",
      lovedOnes: "2",
      upcoming: "1",
      joined: "11 Mar 2025",
    });
  });

  it("says the plan is paused today (issue 47)", () => {
    expect(memberRowText({ ...member, plan_paused: true }).plan).toBe("Gold · Active · Paused");
    expect(memberRowText({ ...member, plan_paused: false }).plan).toBe("Gold · Active");
  });

  it("says so when there is no plan or city", () => {
    const t = memberRowText({ ...member, plan_type_name: null, plan_status: null, city_name: null });
    expect(t.plan).toBe(ADMIN_MEMBER_TEXT.noPlan);
    expect(t.city).toBe(ADMIN_MEMBER_TEXT.notGiven);
  });
});

describe("memberIdOf and memberPath", () => {
  it.each([
    ["12", 12],
    ["0", 0],
    ["-3", 0],
    ["1.5", 0],
    ["12abc", 0],
    ["", 0],
    [undefined, 0],
    ["99999999999999999999", 0],
  ])("reads %j as %j", (param, id) => {
    expect(memberIdOf(param)).toBe(id);
  });

  it("links to the member's page", () => {
    expect(memberPath(12)).toBe("/admin/members/12");
  });
});

describe("profileLines", () => {
  it("lists the address in one line and only the masked ID", () => {
    const lines = Object.fromEntries(profileLines(profile).map((l) => [l.label, l.value]));
    expect(lines.Address).toBe("4 Hindusthan Park, Kolkata, West Bengal, India, 700029");
    expect(lines["ID document"]).toBe("Aadhaar XXXX XXXX 1234");
    expect(lines.Relationship).toBe("Self, Mother");
    expect(lines.Erased).toBeUndefined();
  });

  it("says what was not given and when an account was erased", () => {
    const erased = {
      ...profile,
      user_relation: [],
      address_line: null,
      city_name: null,
      state_name: null,
      country_name: null,
      pincode: null,
      id_type_name: null,
      id_no_masked: null,
      consent_version: null,
      consent_accepted_at: null,
      erased: true,
      erased_at: "2026-01-05T04:30:00.000Z",
    };
    const lines = Object.fromEntries(profileLines(erased).map((l) => [l.label, l.value]));
    expect(lines.Address).toBe(ADMIN_MEMBER_TEXT.notGiven);
    expect(lines["ID document"]).toBe(ADMIN_MEMBER_TEXT.notGiven);
    expect(lines.Consent).toBe(ADMIN_MEMBER_TEXT.notGiven);
    expect(lines.Erased).toMatch(/5 Jan 2026/);
  });
});

describe("planText", () => {
  it("names the plan, its period in India days, its state and the amount in rupees", () => {
    expect(
      planText({
        subscription_id: 1,
        plan_tier_id: 3,
        plan_type_name: "silver",
        beneficiary_count_dtls: "Couple",
        frequency_of_payment_dtls: "Annual",
        start_date: "2026-12-01",
        end_date: "2027-11-30",
        status: "upcoming",
        amount: 12000,
      }),
    ).toEqual({
      name: "Silver plan · Couple · Annual",
      period: "1 Dec 2026 – 30 Nov 2027",
      status: "Upcoming",
      amount: "₹12,000.00",
    });
  });

  it("shows no amount to a coordinator, whose answer leaves it out (decision 0076)", () => {
    const t = planText({
      subscription_id: 1,
      plan_tier_id: 3,
      plan_type_name: "silver",
      beneficiary_count_dtls: "Couple",
      frequency_of_payment_dtls: "Annual",
      start_date: "2026-12-01",
      end_date: "2027-11-30",
      status: "upcoming",
    });
    expect(t.amount).toBeNull();
    expect(t.name).toBe("Silver plan · Couple · Annual");
  });
});

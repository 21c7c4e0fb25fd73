import type { Profile } from "@eldercare/contracts";

/** A member's profile for tests: no address yet, no plan, with any field overridden. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 7,
    user_name: "Meera Iyer",
    phone: "9830012345",
    country_code: "+91",
    email: "meera@example.com",
    user_relation: ["Self", "Mother"],
    id_type: 2,
    id_no_masked: "XXXXXX234F",
    address_line: null,
    city_id: null,
    state_id: null,
    country_id: null,
    pincode: null,
    country_name: null,
    state_name: null,
    city_name: null,
    subscriptions: [],
    ...overrides,
  };
}

/** A member's profile with an address in Kolkata (so an invoice's state is known), with any field overridden. */
export function kolkataProfileFixture(overrides: Partial<Profile> = {}): Profile {
  return profileFixture({
    address_line: "12 Lake Road",
    city_id: 1,
    state_id: 1,
    country_id: 1,
    pincode: "700029",
    country_name: "India",
    state_name: "West Bengal",
    city_name: "Kolkata",
    ...overrides,
  });
}

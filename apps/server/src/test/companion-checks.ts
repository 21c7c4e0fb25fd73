import { SHIFT_TYPES, WEEKDAYS } from "@eldercare/contracts";
import { expect } from "vitest";
import type { TestApp } from "./harness.ts";
import { adminCall, newPerson } from "./identity.ts";
import { placeOf } from "./members.ts";

/*
 * Companions whose checks expire (issue 45, decision 0087), made as the team makes them: through
 * admin/modifycompanion/ (a Kolkata companion of the whole city, every kind of visit, every check done) and
 * admin/setcompanionavailability/ (every shift of every day), so the roster offers them like the seeded ones.
 */

/** The request body of a Kolkata companion, with `over` replacing any field (valid-until dates included). */
export async function companionBody(t: TestApp, name: string, over: object = {}) {
  const kolkata = await placeOf(t, "Kolkata");
  return {
    full_name: name,
    phone: newPerson().phone,
    email: null,
    languages: ["Bengali", "English", "Hindi"],
    service_kinds: ["companion_visit", "doctor_visit", "errand"],
    speciality_ids: [],
    state_id: kolkata.state_id,
    city_id: kolkata.city_id,
    pincodes: [],
    identity_verified_on: "2026-01-10",
    police_verified_on: "2026-01-20",
    training_completed_on: "2026-02-01",
    ...over,
  };
}

/** Adds a companion (expecting success) working every shift; the companion as the console shows them. */
export async function addCompanion(t: TestApp, adminToken: string, name: string, over: object = {}) {
  const saved = await adminCall(t, adminToken, "modifycompanion", await companionBody(t, name, over));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const companion = saved.body.Data.companion as { companion_id: number; [field: string]: unknown };
  const shifts = await adminCall(t, adminToken, "setcompanionavailability", {
    companion_id: companion.companion_id,
    weekly: WEEKDAYS.flatMap((weekday) => SHIFT_TYPES.map((shift_type) => ({ weekday, shift_type }))),
    leave: [],
  });
  expect(shifts.status, JSON.stringify(shifts.body)).toBe(200);
  return companion;
}

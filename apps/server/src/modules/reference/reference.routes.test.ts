import { ASSISTANCE_TYPES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

describe.each(TEST_DATABASES)("reference data endpoints (%s)", (kind) => {
  const t = useTestApp(kind);

  it("lists countries with India, USA and UK as { country_id, country_name }", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/getcountries/" });
    expect(res.status).toBe(200);
    const names = res.body.Data.countries.map((c: { country_name: string }) => c.country_name);
    expect(names.slice(0, 3)).toEqual(["India", "United States of America", "United Kingdom"]);
    expect(res.body.Data.countries[0]).toEqual({
      country_id: expect.any(Number),
      country_name: "India",
      country_code: "IN",
      dial_code: "+91",
    });
    expect(res.body.Errors).toEqual({ Business_Errors: [], System_Errors: [], Warnings: [], Info: [] });
  });

  it("lists Indian states and cities, each city under its state", async () => {
    const states = (await t.call({ method: "GET", url: "/api/shared/getstates/" })).body.Data.states;
    const cities = (await t.call({ method: "GET", url: "/api/shared/getcities/" })).body.Data.cities;
    expect(states.length).toBeGreaterThanOrEqual(36);
    const wb = states.find((s: { state_name: string }) => s.state_name === "West Bengal");
    const kolkata = cities.find((c: { city_name: string }) => c.city_name === "Kolkata");
    expect(kolkata).toEqual({ city_id: expect.any(Number), city_name: "Kolkata", state_id: wb.state_id });
    expect(cities.map((c: { city_name: string }) => c.city_name)).toEqual(
      expect.arrayContaining(["Mumbai", "New Delhi", "Bengaluru", "Chennai", "Hyderabad"]),
    );
  });

  it("answers without the trailing slash too", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/getcountries" });
    expect(res.status).toBe(200);
  });

  it("returns ID types and shift types from domain data", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/shared/getdomaindata/",
      payload: { domain_type: ["id_type", "shift_type"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.Data.id_type).toEqual([
      { domain_code: 1, domain_value: "Aadhaar" },
      { domain_code: 2, domain_value: "PAN" },
      { domain_code: 3, domain_value: "Passport" },
      { domain_code: 4, domain_value: "Voter ID" },
    ]);
    expect(res.body.Data.shift_type.length).toBeGreaterThan(0);
    expect(res.body.Data).not.toHaveProperty("relationship");
  });

  it.each([
    [
      { domain_type: ["id_types"] },
      "domain_type must be one of: id_type, shift_type, assistance_type, relationship, faq_category",
    ],
    [{ domain_type: [] }, "domain_type must name at least one domain type"],
    [{ domain_type: "id_type" }, "domain_type must be a list of domain types"],
    [{ domain_type: ["id_type"], user_type: 2 }, 'Unknown field: "user_type"'],
  ])("rejects a bad domain data request %j with 400 and a clear message", async (payload, message) => {
    const res = await t.call({ method: "POST", url: "/api/shared/getdomaindata/", payload });
    expect(res.status).toBe(400);
    expect(res.body.Data).toBeNull();
    expect(res.body.Errors.Business_Errors).toContainEqual({ Code: "BE001", Message: message });
  });

  it("lists services for every assistance type", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/fetchserviceitems/" });
    const types = new Set(res.body.Data.services.map((s: { assistance_type: string }) => s.assistance_type));
    expect([...types].sort()).toEqual([...ASSISTANCE_TYPES].sort());
    expect(res.body.Data.services[0]).toEqual({
      service_id: expect.any(Number),
      service_code: expect.any(String),
      service_name: expect.any(String),
      service_description: expect.any(String),
      assistance_type: expect.any(String),
      duration_minutes: expect.any(Number),
    });
  });

  it("lists specialities", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/fetchspecialities/" });
    expect(res.body.Data.specialities.length).toBeGreaterThan(3);
    expect(res.body.Data.specialities.map((s: { speciality_name: string }) => s.speciality_name)).toContain(
      "Dementia support",
    );
  });
});

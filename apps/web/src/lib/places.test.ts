import { describe, expect, it } from "vitest";
import { citiesOf, citiesOfState, india, statesOf } from "./places.ts";

const cities = [
  { city_id: 1, city_name: "Pune", state_id: 1, country_id: 1 },
  { city_id: 2, city_name: "London", state_id: 9, country_id: 3 },
  { city_id: 3, city_name: "Kolkata", state_id: 2, country_id: 1 },
  { city_id: 4, city_name: "Howrah", state_id: 2, country_id: 1 },
];

describe("citiesOf", () => {
  it("lists the chosen country's cities by name", () => {
    expect(citiesOf(cities, 1).map((c) => c.city_name)).toEqual(["Howrah", "Kolkata", "Pune"]);
    expect(citiesOf(cities, 3).map((c) => c.city_name)).toEqual(["London"]);
    expect(citiesOf(cities, 99)).toEqual([]);
  });
});

describe("citiesOfState", () => {
  it("lists the chosen state's cities by name", () => {
    expect(citiesOfState(cities, 2).map((c) => c.city_name)).toEqual(["Howrah", "Kolkata"]);
    expect(citiesOfState(cities, 0)).toEqual([]);
  });
});

describe("statesOf", () => {
  it("lists the chosen country's states by name", () => {
    const states = [
      { state_id: 1, state_name: "West Bengal", state_code: "WB", country_id: 1 },
      { state_id: 2, state_name: "Karnataka", state_code: "KA", country_id: 1 },
      { state_id: 3, state_name: "England", state_code: "ENG", country_id: 3 },
    ];
    expect(statesOf(states, 1).map((s) => s.state_name)).toEqual(["Karnataka", "West Bengal"]);
  });
});

describe("india", () => {
  it("finds India by its country code", () => {
    const countries = [
      { country_id: 7, country_name: "United Kingdom", country_code: "GB", dial_code: "+44" },
      { country_id: 3, country_name: "India", country_code: "IN", dial_code: "+91" },
    ];
    expect(india(countries)?.country_id).toBe(3);
    expect(india(undefined)).toBeUndefined();
  });
});

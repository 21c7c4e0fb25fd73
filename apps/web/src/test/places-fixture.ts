/** The place lists as a test server answers them: India, two of its states, and a city in each. */
export const PLACES_FIXTURE = {
  getCountries: {
    countries: [{ country_id: 1, country_name: "India", country_code: "IN", dial_code: "+91" }],
  },
  getStates: {
    states: [
      { state_id: 1, state_name: "West Bengal", state_code: "WB", country_id: 1 },
      { state_id: 2, state_name: "Tamil Nadu", state_code: "TN", country_id: 1 },
    ],
  },
  getCities: {
    cities: [
      { city_id: 1, city_name: "Kolkata", state_id: 1, country_id: 1 },
      { city_id: 2, city_name: "Chennai", state_id: 2, country_id: 1 },
    ],
  },
};

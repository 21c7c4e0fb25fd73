/**
 * First-level regions of every country in countries.ts: for India all 28 states and 8 union
 * territories; for the other countries only the regions that hold the cities in cities.ts.
 * Codes are the ISO 3166-2 subdivision suffixes as currently published (for India after the 2023
 * update: CG Chhattisgarh, OD Odisha, TS Telangana, UK Uttarakhand). A code is unique within its
 * country only ("WA" is Washington, Western Australia and Al Wakrah), so regions are always keyed by
 * country and code. Singapore, a city-state without an ISO subdivision for the whole, has one region
 * with its country code "SG".
 */
export interface SeedState {
  /** ISO 3166-1 alpha-2 code of a country in countries.ts. */
  countryCode: string;
  /** ISO 3166-2 subdivision suffix, e.g. "WB" for IN-WB; unique within the country. */
  code: string;
  name: string;
}

export const states: SeedState[] = [
  // States
  { countryCode: "IN", code: "AP", name: "Andhra Pradesh" },
  { countryCode: "IN", code: "AR", name: "Arunachal Pradesh" },
  { countryCode: "IN", code: "AS", name: "Assam" },
  { countryCode: "IN", code: "BR", name: "Bihar" },
  { countryCode: "IN", code: "CG", name: "Chhattisgarh" },
  { countryCode: "IN", code: "GA", name: "Goa" },
  { countryCode: "IN", code: "GJ", name: "Gujarat" },
  { countryCode: "IN", code: "HR", name: "Haryana" },
  { countryCode: "IN", code: "HP", name: "Himachal Pradesh" },
  { countryCode: "IN", code: "JH", name: "Jharkhand" },
  { countryCode: "IN", code: "KA", name: "Karnataka" },
  { countryCode: "IN", code: "KL", name: "Kerala" },
  { countryCode: "IN", code: "MP", name: "Madhya Pradesh" },
  { countryCode: "IN", code: "MH", name: "Maharashtra" },
  { countryCode: "IN", code: "MN", name: "Manipur" },
  { countryCode: "IN", code: "ML", name: "Meghalaya" },
  { countryCode: "IN", code: "MZ", name: "Mizoram" },
  { countryCode: "IN", code: "NL", name: "Nagaland" },
  { countryCode: "IN", code: "OD", name: "Odisha" },
  { countryCode: "IN", code: "PB", name: "Punjab" },
  { countryCode: "IN", code: "RJ", name: "Rajasthan" },
  { countryCode: "IN", code: "SK", name: "Sikkim" },
  { countryCode: "IN", code: "TN", name: "Tamil Nadu" },
  { countryCode: "IN", code: "TS", name: "Telangana" },
  { countryCode: "IN", code: "TR", name: "Tripura" },
  { countryCode: "IN", code: "UP", name: "Uttar Pradesh" },
  { countryCode: "IN", code: "UK", name: "Uttarakhand" },
  { countryCode: "IN", code: "WB", name: "West Bengal" },
  // Union territories
  { countryCode: "IN", code: "AN", name: "Andaman and Nicobar Islands" },
  { countryCode: "IN", code: "CH", name: "Chandigarh" },
  { countryCode: "IN", code: "DH", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { countryCode: "IN", code: "DL", name: "Delhi" },
  { countryCode: "IN", code: "JK", name: "Jammu and Kashmir" },
  { countryCode: "IN", code: "LA", name: "Ladakh" },
  { countryCode: "IN", code: "LD", name: "Lakshadweep" },
  { countryCode: "IN", code: "PY", name: "Puducherry" },

  // United States of America
  { countryCode: "US", code: "CA", name: "California" },
  { countryCode: "US", code: "IL", name: "Illinois" },
  { countryCode: "US", code: "NJ", name: "New Jersey" },
  { countryCode: "US", code: "NY", name: "New York" },
  { countryCode: "US", code: "TX", name: "Texas" },
  { countryCode: "US", code: "WA", name: "Washington" },
  // United Kingdom: its four nations
  { countryCode: "GB", code: "ENG", name: "England" },
  { countryCode: "GB", code: "SCT", name: "Scotland" },
  { countryCode: "GB", code: "WLS", name: "Wales" },
  { countryCode: "GB", code: "NIR", name: "Northern Ireland" },
  // United Arab Emirates: emirates
  { countryCode: "AE", code: "DU", name: "Dubai" },
  { countryCode: "AE", code: "AZ", name: "Abu Dhabi" },
  { countryCode: "AE", code: "SH", name: "Sharjah" },
  { countryCode: "AE", code: "AJ", name: "Ajman" },
  // Singapore
  { countryCode: "SG", code: "SG", name: "Singapore" },
  // Canada: provinces
  { countryCode: "CA", code: "ON", name: "Ontario" },
  { countryCode: "CA", code: "BC", name: "British Columbia" },
  { countryCode: "CA", code: "AB", name: "Alberta" },
  // Australia: states and territories
  { countryCode: "AU", code: "NSW", name: "New South Wales" },
  { countryCode: "AU", code: "VIC", name: "Victoria" },
  { countryCode: "AU", code: "QLD", name: "Queensland" },
  { countryCode: "AU", code: "WA", name: "Western Australia" },
  { countryCode: "AU", code: "SA", name: "South Australia" },
  { countryCode: "AU", code: "ACT", name: "Australian Capital Territory" },
  // Germany: Länder
  { countryCode: "DE", code: "BE", name: "Berlin" },
  { countryCode: "DE", code: "HH", name: "Hamburg" },
  { countryCode: "DE", code: "BY", name: "Bavaria" },
  { countryCode: "DE", code: "HE", name: "Hesse" },
  { countryCode: "DE", code: "BW", name: "Baden-Württemberg" },
  { countryCode: "DE", code: "NW", name: "North Rhine-Westphalia" },
  // Saudi Arabia: regions
  { countryCode: "SA", code: "01", name: "Riyadh Region" },
  { countryCode: "SA", code: "02", name: "Makkah Region" },
  { countryCode: "SA", code: "04", name: "Eastern Province" },
  // Qatar: municipalities
  { countryCode: "QA", code: "DA", name: "Doha" },
  { countryCode: "QA", code: "RA", name: "Al Rayyan" },
  { countryCode: "QA", code: "WA", name: "Al Wakrah" },
  // Kuwait: governorates
  { countryCode: "KW", code: "KU", name: "Al Asimah Governorate" },
  { countryCode: "KW", code: "HA", name: "Hawalli Governorate" },
  { countryCode: "KW", code: "FA", name: "Farwaniya Governorate" },
  // Oman: governorates
  { countryCode: "OM", code: "MA", name: "Muscat Governorate" },
  { countryCode: "OM", code: "BS", name: "North Al Batinah Governorate" },
  { countryCode: "OM", code: "ZU", name: "Dhofar Governorate" },
  // Bahrain: governorates
  { countryCode: "BH", code: "13", name: "Capital Governorate" },
  { countryCode: "BH", code: "14", name: "Southern Governorate" },
  { countryCode: "BH", code: "15", name: "Muharraq Governorate" },
  // New Zealand: regions
  { countryCode: "NZ", code: "AUK", name: "Auckland" },
  { countryCode: "NZ", code: "WKO", name: "Waikato" },
  { countryCode: "NZ", code: "WGN", name: "Wellington" },
  { countryCode: "NZ", code: "CAN", name: "Canterbury" },
  // Malaysia: states and federal territories
  { countryCode: "MY", code: "14", name: "Kuala Lumpur" },
  { countryCode: "MY", code: "10", name: "Selangor" },
  { countryCode: "MY", code: "07", name: "Penang" },
  { countryCode: "MY", code: "01", name: "Johor" },
  { countryCode: "MY", code: "08", name: "Perak" },
  // Ireland: provinces
  { countryCode: "IE", code: "L", name: "Leinster" },
  { countryCode: "IE", code: "M", name: "Munster" },
  { countryCode: "IE", code: "C", name: "Connacht" },
  // Netherlands: provinces
  { countryCode: "NL", code: "NH", name: "North Holland" },
  { countryCode: "NL", code: "ZH", name: "South Holland" },
  { countryCode: "NL", code: "UT", name: "Utrecht" },
  { countryCode: "NL", code: "NB", name: "North Brabant" },
];

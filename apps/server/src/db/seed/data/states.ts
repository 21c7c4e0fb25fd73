/**
 * The 28 states and 8 union territories of India.
 * Codes are the ISO 3166-2:IN subdivision suffixes as currently published
 * (after the 2023 update: CG Chhattisgarh, OD Odisha, TS Telangana, UK Uttarakhand).
 */
export interface SeedState {
  countryCode: string;
  /** ISO 3166-2 subdivision suffix, e.g. "WB" for IN-WB. */
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
];

/** Countries offered in phone and address pickers. India first, then the main diaspora countries. */
export interface SeedCountry {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  dialCode: string;
}

export const countries: SeedCountry[] = [
  { code: "IN", name: "India", dialCode: "+91" },
  { code: "US", name: "United States of America", dialCode: "+1" },
  { code: "GB", name: "United Kingdom", dialCode: "+44" },
  { code: "AE", name: "United Arab Emirates", dialCode: "+971" },
  { code: "SG", name: "Singapore", dialCode: "+65" },
  { code: "CA", name: "Canada", dialCode: "+1" },
  { code: "AU", name: "Australia", dialCode: "+61" },
  { code: "DE", name: "Germany", dialCode: "+49" },
  { code: "SA", name: "Saudi Arabia", dialCode: "+966" },
  { code: "QA", name: "Qatar", dialCode: "+974" },
  { code: "KW", name: "Kuwait", dialCode: "+965" },
  { code: "OM", name: "Oman", dialCode: "+968" },
  { code: "BH", name: "Bahrain", dialCode: "+973" },
  { code: "NZ", name: "New Zealand", dialCode: "+64" },
  { code: "MY", name: "Malaysia", dialCode: "+60" },
  { code: "IE", name: "Ireland", dialCode: "+353" },
  { code: "NL", name: "Netherlands", dialCode: "+31" },
];

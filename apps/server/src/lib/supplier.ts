import type { Invoice } from "@eldercare/contracts";

/** Who issues the tax invoices: from configuration (SUPPLIER_*, INVOICE_*), printed on every invoice. */
export interface Supplier {
  name: string;
  address: string;
  gstin: string;
  /** Up to 3 letters or digits before the serial, e.g. "SCR" → SCR/26-27/000042. */
  invoicePrefix: string;
  /** Up to 3 letters or digits before a credit note's serial, e.g. "SCN" → SCN/26-27/000007. */
  creditNotePrefix: string;
  /** Services Accounting Code printed on the invoice. */
  sac: string;
}

/**
 * Development supplier only. The PAN AAACS0000X is made up (the serial 0000 is never issued), so this
 * GSTIN cannot belong to a real taxpayer; its check character is computed with gstinCheckCharacter.
 * Production must supply the company's registered details instead.
 */
export const DEV_SUPPLIER = {
  name: "SeniorCare Relief Private Limited",
  address: "71 Park Street, Kolkata 700016, West Bengal",
  gstin: "19AAACS0000X1Z2",
  state: "West Bengal",
  state_code: "19",
} as const satisfies Invoice["supplier"];

/**
 * Development company details only: the CIN's registration number 000000 is never issued, the
 * grievance officer's address is on the reserved .example domain and the helpline rings nowhere.
 * Production must set COMPANY_CIN, GRIEVANCE_OFFICER_* and HELPLINE_PHONE (config.ts refuses to start
 * without them).
 */
export const DEV_COMPANY = {
  cin: "U85300WB2024PTC000000",
  grievanceOfficer: { name: "Grievance Officer (development)", email: "grievance@seniorcare.example" },
  /** Not a working number: Indian numbers never start 0000 after the area code. */
  helplinePhone: "+91 33 0000 0000",
} as const;

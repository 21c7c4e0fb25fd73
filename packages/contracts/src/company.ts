import { z } from "zod";

/**
 * Corporate Identity Number: listing (L/U), 5-digit industry code, state, year, company type, 6-digit
 * registration number, e.g. U85300WB2024PTC000000.
 */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;

/**
 * shared/company/: who stands behind the service, as an Indian family checks before paying. The legal
 * details come from the server's configuration (the same as the tax invoice's supplier).
 */
export const companyDetailsSchema = z.object({
  legal_name: z.string(),
  cin: z.string(),
  gstin: z.string(),
  registered_office: z.string(),
  /** The grievance officer (Consumer Protection (E-Commerce) Rules, 2020): name, email, optional phone. */
  grievance_officer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** The 24x7 emergency helpline (HELPLINE_PHONE), as shown: "+91 33 4000 1234". */
  helpline_phone: z.string(),
  /** Who processes payments ("Razorpay"); null: test payments, no money is taken. */
  payment_processor: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

import type { CompanyDetails } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";

/** Who stands behind the service, from configuration: one object for the process's life. */
export function createCompany(deps: { config: Pick<AppConfig, "company"> }) {
  const details: CompanyDetails = deps.config.company;
  return {
    /** The same object every time, so the cached read serialises it once (decision 0027). */
    details: async () => details,
  };
}
export type Company = ReturnType<typeof createCompany>;

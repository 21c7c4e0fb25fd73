import { TRUST_FACTS } from "@eldercare/contracts";
import { LockKeyhole } from "lucide-react";
import { useCompanyDetails } from "../../../lib/company-query.ts";

/** Beside PAY NOW: who processes the payment, and that card or UPI details never reach us. */
export function PaymentAssurance() {
  const { data: company } = useCompanyDetails();
  if (!company) return null;
  const processor = company.payment_processor;
  return (
    <p className="flex items-start gap-2 text-base text-muted">
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <span>{processor ? TRUST_FACTS.paymentSecure(processor) : TRUST_FACTS.paymentTest}</span>
    </p>
  );
}

import { type Country, sanitizeNameInput } from "@eldercare/contracts";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { MemberContacts } from "../api/use-member-contacts.ts";
import type { EnquiryFormValues } from "../lib/enquiry-request.ts";

const INDIA = "IN";
type FilledField = "user_name" | "phone" | "email";

/**
 * Starts the enquiry where most are: in India (another country can be chosen), and with a logged-in
 * member's registered name, phone and email filled in where still empty (issue 6).
 */
export function useEnquiryPrefill(
  form: UseFormReturn<EnquiryFormValues>,
  countries: readonly Country[] | undefined,
  member: MemberContacts | null,
) {
  const { getValues, setValue, getFieldState } = form;
  useEffect(() => {
    const india = countries?.find((c) => c.country_code === INDIA);
    if (india && getValues("country_id") === 0) setValue("country_id", india.country_id);
  }, [countries, getValues, setValue]);

  const memberName = member?.name;
  const memberEmail = member?.email;
  const memberPhone = member?.phone;
  const memberDialCode = member?.dialCode;
  useEffect(() => {
    if (memberName === undefined) return;
    // A field already answered keeps its message up to date.
    const fill = (field: FilledField, value: string) => {
      if (getValues(field) === "") setValue(field, value, { shouldValidate: getFieldState(field).isTouched });
    };
    fill("user_name", sanitizeNameInput(memberName));
    fill("email", memberEmail ?? "");
    if (memberPhone && memberDialCode && getValues("phone") === "") setValue("country_code", memberDialCode);
    fill("phone", memberPhone ?? "");
  }, [memberName, memberEmail, memberPhone, memberDialCode, getValues, setValue, getFieldState]);
}

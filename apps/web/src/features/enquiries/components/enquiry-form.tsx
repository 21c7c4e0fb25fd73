import {
  type ApiData,
  COUNTRY_DIAL_OPTIONS,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGES,
  type EnquiryDialCode,
  LOAD_MESSAGES,
} from "@eldercare/contracts";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { ContactVerificationField } from "../../../components/ui/contact-verification-field.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FullNameField } from "../../../components/ui/full-name-field.tsx";
import { PlaceSelect } from "../../../components/ui/place-select.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { creationErrorMessage } from "../../../lib/creation-error.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { citiesOf, useCities, useCountries } from "../../../lib/places.ts";
import { useContactVerification } from "../../../lib/verification/use-contact-verification.ts";
import { useCreateEnquiry } from "../api/use-create-enquiry.ts";
import { useMemberContacts } from "../api/use-member-contacts.ts";
import { useEnquiryPrefill } from "../hooks/use-enquiry-prefill.ts";
import { EMPTY_ENQUIRY, enquiryProblems, enquiryResolver, toEnquiryRequest } from "../lib/enquiry-request.ts";
import { CallbackTimeField } from "./callback-time-field.tsx";

/** What the server said on receiving the enquiry: its reference and, for a callback, when we call. */
export type EnquiryReceived = ApiData<"createEnquiry">;

/**
 * The ENQUIRE NOW form (spec §3–§5, §8): name, phone and email (each verified by a code, unless they
 * are a logged-in member's own), country and city, message, and an optional callback time. It sends
 * only when every field is valid and both contacts are verified.
 */
export function EnquiryForm({ onSent }: { onSent: (received: EnquiryReceived) => void }) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const phone = useContactVerification("phone", "verify");
  const email = useContactVerification("email", "verify");
  const member = useMemberContacts(true);
  const countries = useCountries();
  const cities = useCities();
  const createEnquiry = useCreateEnquiry();

  const form = useContractForm({
    resolver: enquiryResolver,
    defaultValues: EMPTY_ENQUIRY,
    focus: "user_name",
  });
  const { register, control, handleSubmit, watch, setValue, trigger, getFieldState } = form;
  const errors = form.formState.errors;
  const values = watch();

  useEnquiryPrefill(form, countries.data, member);

  const phoneIsMembers =
    member?.phone != null && values.country_code === member.dialCode && values.phone === member.phone;
  const emailIsMembers = member != null && values.email.trim().toLowerCase() === member.email.toLowerCase();
  const phoneProven =
    (phone.step === "verified" &&
      phone.sentTo === values.phone &&
      phone.sentDialCode === values.country_code) ||
    (phoneIsMembers && phone.step === "idle");
  const emailProven =
    (email.step === "verified" && email.sentTo === values.email.trim()) ||
    (emailIsMembers && email.step === "idle");
  // Once sent, SUBMIT stays off while the dialog closes.
  const submitting = createEnquiry.isPending || createEnquiry.isSuccess;
  const valid = Object.keys(enquiryProblems(values)).length === 0;
  const ready = valid && phoneProven && emailProven && !submitting;
  const step = ENQUIRY_MESSAGES.steps;
  const pending = [
    ...(valid ? [] : [step.fill]),
    ...(phoneProven ? [] : [step.verifyPhone]),
    ...(emailProven ? [] : [step.verifyEmail]),
  ];
  const cityOptions = cities.data ? citiesOf(cities.data, values.country_id) : [];

  // SUBMIT is disabled until the form is ready; the check guards a submit by other means.
  const onSubmit = handleSubmit(async (checked) => {
    if (!ready) return;
    setSubmitError(null);
    const proofs = {
      phone: phone.step === "verified" ? phone.token : null,
      email: email.step === "verified" ? email.token : null,
    };
    try {
      onSent(await createEnquiry.mutateAsync(toEnquiryRequest(checked, proofs)));
    } catch (error) {
      const message = creationErrorMessage(error);
      setSubmitError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <p className="text-base text-muted sm:col-span-2">
        All fields are required. We confirm your phone and email with a one-time code (OTP) so that we can
        reach you.
      </p>

      <FullNameField
        label="Name"
        className="sm:col-span-2"
        error={errors.user_name?.message}
        {...register("user_name")}
      />

      {/* Full rows: the country code, all ten digits and the Change button need the width. */}
      <ContactVerificationField
        control={control}
        name="phone"
        verification={phone}
        className="sm:col-span-2"
        dialCode={values.country_code}
        dialOptions={COUNTRY_DIAL_OPTIONS}
        // The options are the enquiry's three codes (spec §5).
        onDialCodeChange={(country_code) => {
          setValue("country_code", country_code as EnquiryDialCode);
          if (values.phone) void trigger("phone");
        }}
        {...(phoneIsMembers ? { preVerified: ENQUIRY_MESSAGES.registeredPhone } : {})}
      />
      <ContactVerificationField
        control={control}
        name="email"
        verification={email}
        className="sm:col-span-2"
        {...(emailIsMembers ? { preVerified: ENQUIRY_MESSAGES.registeredEmail } : {})}
      />

      <PlaceSelect
        control={control}
        name="country_id"
        label="Country"
        options={countries.data?.map((c) => ({ id: c.country_id, name: c.country_name })) ?? []}
        placeholder={countries.data ? "Choose your country" : LOAD_MESSAGES.countriesLoading}
        disabled={!countries.data}
        // The city list follows the country: a city chosen before is no longer one of its cities.
        onPicked={() => setValue("city_id", 0, { shouldValidate: getFieldState("city_id").isTouched })}
      />
      <PlaceSelect
        control={control}
        name="city_id"
        label="City"
        options={cityOptions.map((c) => ({ id: c.city_id, name: c.city_name }))}
        placeholder={cities.data ? "Choose your city" : LOAD_MESSAGES.citiesLoading}
        disabled={!cities.data || values.country_id === 0}
        hint="Not listed? Choose the nearest city and tell us in your message."
      />

      <TextAreaField
        label="Message"
        required
        className="sm:col-span-2"
        rows={4}
        maxLength={ENQUIRY_MESSAGE_MAX}
        error={errors.user_message?.message}
        hint={`${values.user_message.length} / ${ENQUIRY_MESSAGE_MAX}`}
        hintClassName="mt-1 text-right text-base text-muted"
        {...register("user_message")}
      />

      <div className="sm:col-span-2">
        <CallbackTimeField control={control} />
      </div>

      <div className="sm:col-span-2">
        <FormAlert message={submitError} className="mb-3" />
        <button type="submit" className="btn btn-primary w-full" disabled={!ready}>
          {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          SUBMIT
        </button>
        {!ready && !submitting ? (
          <p className="mt-2 text-center text-base text-muted">{ENQUIRY_MESSAGES.pending(pending)}</p>
        ) : null}
      </div>
    </form>
  );
}

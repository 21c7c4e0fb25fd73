import { DEFAULT_COUNTRY_DIAL_CODE, ENQUIRY_MESSAGE_MAX, sanitizeNameInput } from "@eldercare/contracts";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ContactVerificationField } from "../../../components/ui/contact-verification-field.tsx";
import { describedBy, FieldError, INPUT } from "../../../components/ui/field-parts.tsx";
import { creationErrorMessage } from "../../../lib/creation-error.ts";
import { toastNotifier } from "../../../lib/notify.ts";
import { useContactVerification } from "../../../lib/verification/use-contact-verification.ts";
import { createEnquiry } from "../api/create-enquiry.ts";
import { useMemberContacts } from "../api/use-member-contacts.ts";
import { usePlaces } from "../api/use-places.ts";
import {
  citiesOf,
  EMPTY_ENQUIRY,
  type EnquiryField,
  type EnquiryFormValues,
  enquiryProblems,
  toEnquiryRequest,
} from "../lib/enquiry-form.ts";
import { CallbackTimeField } from "./callback-time-field.tsx";
import { PlaceSelect } from "./place-select.tsx";

const INDIA = "IN";

/**
 * The ENQUIRE NOW form (spec §3–§5, §8): name, phone and email (each verified by a code, unless they
 * are a logged-in member's own), country and city, message, and an optional callback time. It sends
 * only when every field is valid and both contacts are verified.
 */
export function EnquiryForm({ onSent }: { onSent: () => void }) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const [values, setValues] = useState<EnquiryFormValues>(EMPTY_ENQUIRY);
  const [touched, setTouched] = useState<Set<EnquiryField>>(new Set());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const phone = useContactVerification("phone", "verify");
  const email = useContactVerification("email", "verify");
  const member = useMemberContacts(true);
  const { countries, cities } = usePlaces();

  const set = (patch: Partial<EnquiryFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const touch = (field: EnquiryField) => setTouched((t) => new Set(t).add(field));

  useEffect(() => {
    nameRef.current?.focus();
  }, []);
  // Most enquirers are in India: start there (they can choose another country).
  useEffect(() => {
    const india = countries.data?.find((c) => c.country_code === INDIA);
    if (india) setValues((v) => (v.country_id === 0 ? { ...v, country_id: india.country_id } : v));
  }, [countries.data]);
  // A logged-in member's registered details are filled in for them (issue 6).
  const memberName = member?.name;
  const memberEmail = member?.email;
  const memberPhone = member?.phone;
  useEffect(() => {
    if (memberName === undefined) return;
    setValues((v) => ({
      ...v,
      user_name: v.user_name || sanitizeNameInput(memberName),
      email: v.email || (memberEmail ?? ""),
      phone: v.phone || (memberPhone ?? ""),
    }));
  }, [memberName, memberEmail, memberPhone]);
  useEffect(() => {
    if (submitError) errorRef.current?.focus();
  }, [submitError]);

  const problems = enquiryProblems(values);
  const show = (field: EnquiryField) => (touched.has(field) ? problems[field] : undefined);
  const phoneIsMembers =
    member?.phone != null &&
    values.country_code === DEFAULT_COUNTRY_DIAL_CODE &&
    values.phone === member.phone;
  const emailIsMembers = member != null && values.email.trim().toLowerCase() === member.email.toLowerCase();
  const phoneProven =
    (phone.step === "verified" &&
      phone.sentTo === values.phone &&
      phone.sentDialCode === values.country_code) ||
    (phoneIsMembers && phone.step === "idle");
  const emailProven =
    (email.step === "verified" && email.sentTo === values.email.trim()) ||
    (emailIsMembers && email.step === "idle");
  const valid = Object.keys(problems).length === 0;
  const ready = valid && phoneProven && emailProven && !submitting;
  const pending = [
    ...(valid ? [] : ["fill in every field"]),
    ...(phoneProven ? [] : ["verify your phone number"]),
    ...(emailProven ? [] : ["verify your email"]),
  ];
  const cityOptions = cities.data ? citiesOf(cities.data, values.country_id) : [];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // SUBMIT is disabled until the form is ready; this guards a submit by other means.
    if (!ready) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await createEnquiry(
        toEnquiryRequest(values, {
          phone: phone.step === "verified" ? phone.token : null,
          email: email.step === "verified" ? email.token : null,
        }),
      );
      onSent();
    } catch (error) {
      const message = creationErrorMessage(error);
      setSubmitError(message);
      toastNotifier.error(message);
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-5 sm:grid-cols-2">
      <p className="text-base text-muted sm:col-span-2">
        All fields are required. We confirm your phone and email with a one-time code (OTP) so that we can
        reach you.
      </p>

      <div className="sm:col-span-2">
        <label htmlFor={id("name")} className="block font-semibold">
          Name <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          ref={nameRef}
          id={id("name")}
          type="text"
          autoComplete="name"
          className={`${INPUT} mt-1.5`}
          value={values.user_name}
          aria-invalid={show("user_name") ? true : undefined}
          aria-describedby={describedBy(show("user_name") && id("name-error"))}
          onChange={(e) => set({ user_name: sanitizeNameInput(e.target.value) })}
          onBlur={() => touch("user_name")}
        />
        {show("user_name") ? <FieldError id={id("name-error")}>{show("user_name")}</FieldError> : null}
      </div>

      {/* Full rows: the country code, all ten digits and the Change button need the width. */}
      <div className="sm:col-span-2">
        <ContactVerificationField
          verification={phone}
          name="phone"
          value={values.phone}
          onChange={(value) => set({ phone: value })}
          onBlur={() => touch("phone")}
          inputRef={null}
          error={show("phone")}
          dialCode={values.country_code}
          onDialCodeChange={(country_code) => set({ country_code })}
          {...(phoneIsMembers ? { preVerified: "Verified: your registered number" } : {})}
        />
      </div>
      <div className="sm:col-span-2">
        <ContactVerificationField
          verification={email}
          name="email"
          value={values.email}
          onChange={(value) => set({ email: value })}
          onBlur={() => touch("email")}
          inputRef={null}
          error={show("email")}
          {...(emailIsMembers ? { preVerified: "Verified: your registered email" } : {})}
        />
      </div>

      <PlaceSelect
        label="Country"
        value={values.country_id}
        options={countries.data?.map((c) => ({ id: c.country_id, name: c.country_name })) ?? []}
        placeholder={countries.data ? "Choose your country" : "Loading countries..."}
        disabled={!countries.data}
        error={show("country_id")}
        onChange={(country_id) => {
          set({ country_id, city_id: 0 });
          touch("country_id");
        }}
        onBlur={() => touch("country_id")}
      />
      <PlaceSelect
        label="City"
        value={values.city_id}
        options={cityOptions.map((c) => ({ id: c.city_id, name: c.city_name }))}
        placeholder={cities.data ? "Choose your city" : "Loading cities..."}
        disabled={!cities.data || values.country_id === 0}
        error={show("city_id")}
        hint="Not listed? Choose the nearest city and tell us in your message."
        onChange={(city_id) => {
          set({ city_id });
          touch("city_id");
        }}
        onBlur={() => touch("city_id")}
      />

      <div className="sm:col-span-2">
        <label htmlFor={id("message")} className="block font-semibold">
          Message <span className="font-normal text-muted">(required)</span>
        </label>
        <textarea
          id={id("message")}
          rows={4}
          maxLength={ENQUIRY_MESSAGE_MAX}
          className={`${INPUT} mt-1.5`}
          value={values.user_message}
          aria-invalid={show("user_message") ? true : undefined}
          aria-describedby={describedBy(id("message-count"), show("user_message") && id("message-error"))}
          onChange={(e) => set({ user_message: e.target.value })}
          onBlur={() => touch("user_message")}
        />
        <p id={id("message-count")} className="mt-1 text-right text-base text-muted">
          {values.user_message.length} / {ENQUIRY_MESSAGE_MAX}
        </p>
        {show("user_message") ? (
          <FieldError id={id("message-error")}>{show("user_message")}</FieldError>
        ) : null}
      </div>

      <div className="sm:col-span-2">
        <CallbackTimeField
          requested={values.is_callback}
          hour={values.callback_hour}
          meridiem={values.callback_meridiem}
          onChange={(patch) => set(patch)}
        />
      </div>

      <div className="sm:col-span-2">
        {submitError ? (
          <div
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            className="mb-3 flex gap-2 rounded-lg border-2 border-danger/50 p-3 text-danger"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {submitError}
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
          disabled={!ready}
        >
          {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          SUBMIT
        </button>
        {!ready && !submitting ? (
          <p className="mt-2 text-center text-base text-muted">
            To send your enquiry, please {pending.join(", ")}.
          </p>
        ) : null}
      </div>
    </form>
  );
}

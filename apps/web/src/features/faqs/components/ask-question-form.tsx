import { PHONE_DIGITS, QUESTION_FORM_MESSAGES, QUESTION_MAX, QUESTION_MESSAGES } from "@eldercare/contracts";
import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FullNameField } from "../../../components/ui/full-name-field.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { creationErrorMessage } from "../../../lib/creation-error.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useCreateQuestion } from "../api/use-create-question.ts";
import { EMPTY_QUESTION_FORM, questionResolver, toQuestionRequest } from "../lib/question-form.ts";

/** "Ask us a question": a visitor's question for the team (shared/createquestion/). */
export function AskQuestionForm() {
  const uid = useId();
  const contactHintId = `${uid}-contact-hint`;
  const contactErrorId = `${uid}-contact-error`;
  const createQuestion = useCreateQuestion();
  const inFlight = useRef(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const askingAgain = useRef(false);

  const form = useContractForm({
    resolver: questionResolver,
    defaultValues: EMPTY_QUESTION_FORM,
    mode: "onSubmit",
  });
  const { register, handleSubmit, formState, watch, reset, setFocus } = form;
  const { errors, isSubmitting } = formState;

  // A sent question moves focus to the confirmation; "Ask another question" moves it back to the form.
  useEffect(() => {
    if (sentMessage) sentRef.current?.focus();
    else if (askingAgain.current) {
      askingAgain.current = false;
      setFocus("question");
    }
  }, [sentMessage, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitError(null);
    try {
      const data = await createQuestion.mutateAsync(toQuestionRequest(values));
      setSentMessage(data.Message);
    } catch (error) {
      const message = creationErrorMessage(error);
      setSubmitError(message);
    } finally {
      inFlight.current = false;
    }
  });

  function askAnother() {
    // The person's name and contact details stay; only the question is cleared.
    const { user_name, email, phone } = form.getValues();
    reset({ ...EMPTY_QUESTION_FORM, user_name, email, phone });
    createQuestion.reset();
    setSubmitError(null);
    askingAgain.current = true;
    setSentMessage(null);
  }

  if (sentMessage) {
    return (
      <div
        ref={sentRef}
        role="status"
        tabIndex={-1}
        className="rounded-xl border-2 border-primary-600 bg-primary-50 p-6"
      >
        <p className="flex items-center gap-3 text-xl font-bold text-primary-800">
          <CircleCheck aria-hidden="true" className="size-7 shrink-0" />
          {QUESTION_FORM_MESSAGES.sent}
        </p>
        <p className="mt-3">{sentMessage}</p>
        <button type="button" onClick={askAnother} className="btn btn-outline mt-5">
          Ask another question
        </button>
      </div>
    );
  }

  const questionLength = watch("question")?.length ?? 0;
  const overBy = questionLength - QUESTION_MAX;
  // The schema puts "provide a phone number or an email address" on email; it is about the pair.
  const contactMissing = errors.email?.message === QUESTION_MESSAGES.contactRequired;
  const contactError = contactMissing && contactErrorId;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-xl border border-line bg-white p-5 sm:p-6"
    >
      <p className="text-muted">
        Fields marked <span className="font-semibold text-ink">(required)</span> must be filled in.
      </p>

      <FullNameField error={errors.user_name?.message} {...register("user_name")} />

      <fieldset aria-describedby={contactHintId}>
        <legend className="font-semibold">How should we reply?</legend>
        <p id={contactHintId} className="mt-1 text-muted">
          Give an email address or a phone number, or both. At least one is needed.
        </p>
        {contactMissing ? <FieldError id={contactErrorId}>{errors.email?.message}</FieldError> : null}

        {/* Email and phone are checked as a pair: after the first submit, a change to either re-checks the other. */}
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            error={contactMissing ? undefined : errors.email?.message}
            invalid={contactMissing}
            alsoDescribedBy={[contactError]}
            {...register("email", { deps: ["phone"] })}
          />
          <PhoneField
            label="Phone"
            hint={`${PHONE_DIGITS}-digit Indian number; +91 is added for you.`}
            error={errors.phone?.message}
            invalid={contactMissing}
            alsoDescribedBy={[contactError]}
            {...register("phone", { deps: ["email"] })}
          />
        </div>
      </fieldset>

      <TextAreaField
        label="Question"
        required
        rows={6}
        inputClassName="resize-y"
        error={errors.question?.message}
        hintClassName={`mt-1 text-base ${overBy > 0 ? "font-semibold text-danger" : "text-muted"}`}
        hint={
          <>
            <span aria-hidden="true">
              {questionLength}/{QUESTION_MAX}
            </span>
            <span className="sr-only">
              {questionLength} of {QUESTION_MAX} characters used.
            </span>
            {overBy > 0 ? ` ${overBy} too many.` : null}
          </>
        }
        {...register("question")}
      />

      <FormAlert message={submitError} />

      <button
        type="submit"
        className="btn btn-primary w-full disabled:cursor-wait sm:w-auto"
        disabled={isSubmitting}
      >
        {isSubmitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {QUESTION_FORM_MESSAGES.sending}
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            Send question
          </>
        )}
      </button>
    </form>
  );
}

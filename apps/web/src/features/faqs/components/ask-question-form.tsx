import {
  type CreateQuestionRequest,
  QUESTION_MAX,
  QUESTION_MESSAGES,
  sanitizeNameInput,
  sanitizePhoneInput,
} from "@eldercare/contracts";
import { CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { describedBy, FieldError, INPUT } from "../../../components/ui/field-parts.tsx";
import { creationErrorMessage } from "../../../lib/creation-error.ts";
import { toastNotifier } from "../../../lib/notify.ts";
import { useCreateQuestion } from "../api/use-create-question.ts";
import {
  EMPTY_QUESTION_FORM,
  PHONE_DIGITS,
  type QuestionFormValues,
  questionResolver,
  toQuestionRequest,
} from "../lib/question-form.ts";

/** "Ask us a question": a visitor's question for the team (shared/createquestion/). */
export function AskQuestionForm() {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const createQuestion = useCreateQuestion();
  const inFlight = useRef(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const askingAgain = useRef(false);

  const form = useForm<QuestionFormValues, unknown, CreateQuestionRequest>({
    resolver: questionResolver,
    defaultValues: EMPTY_QUESTION_FORM,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, formState, watch, reset, setFocus } = form;
  const { errors, isSubmitting } = formState;

  // A failed send moves focus to its message (the disabled button has just lost it); a sent
  // question moves focus to the confirmation; "Ask another question" moves it back to the form.
  useEffect(() => {
    if (submitError) errorRef.current?.focus();
  }, [submitError]);
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
      toast.success(data.Message, { id: "question-sent" });
    } catch (error) {
      const message = creationErrorMessage(error);
      setSubmitError(message);
      toastNotifier.error(message);
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
          Question sent
        </p>
        <p className="mt-3">{sentMessage}</p>
        <button type="button" onClick={askAnother} className="btn btn-outline mt-5">
          Ask another question
        </button>
      </div>
    );
  }

  const name = register("user_name");
  // Email and phone are checked as a pair ("a phone number or an email address"): after the first
  // submit, a change to either re-checks the other.
  const phone = register("phone", { deps: ["email"] });
  const questionLength = watch("question")?.length ?? 0;
  const overBy = questionLength - QUESTION_MAX;
  // The schema puts "provide a phone number or an email address" on email; it is about the pair.
  const contactMissing = errors.email?.message === QUESTION_MESSAGES.contactRequired;
  const emailError = contactMissing ? undefined : errors.email?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-xl border border-line bg-white p-5 sm:p-6"
    >
      <p className="text-muted">
        Fields marked <span className="font-semibold text-ink">(required)</span> must be filled in.
      </p>

      <div>
        <label htmlFor={id("name")} className="block font-semibold">
          Full name <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          id={id("name")}
          type="text"
          autoComplete="name"
          className={`${INPUT} mt-2`}
          aria-invalid={errors.user_name ? true : undefined}
          aria-describedby={describedBy(errors.user_name && id("name-error"))}
          {...name}
          onChange={(event) => {
            event.target.value = sanitizeNameInput(event.target.value);
            return name.onChange(event);
          }}
        />
        {errors.user_name?.message ? (
          <FieldError id={id("name-error")}>{errors.user_name.message}</FieldError>
        ) : null}
      </div>

      <fieldset aria-describedby={id("contact-hint")}>
        <legend className="font-semibold">How should we reply?</legend>
        <p id={id("contact-hint")} className="mt-1 text-muted">
          Give an email address or a phone number, or both. At least one is needed.
        </p>
        {contactMissing ? <FieldError id={id("contact-error")}>{errors.email?.message}</FieldError> : null}

        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={id("email")} className="block font-semibold">
              Email
            </label>
            <input
              id={id("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              className={`${INPUT} mt-2`}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy(
                contactMissing && id("contact-error"),
                emailError && id("email-error"),
              )}
              {...register("email", { deps: ["phone"] })}
            />
            {emailError ? <FieldError id={id("email-error")}>{emailError}</FieldError> : null}
          </div>

          <div>
            <label htmlFor={id("phone")} className="block font-semibold">
              Phone
            </label>
            <div className="mt-2 flex">
              <span
                aria-hidden="true"
                className="inline-flex min-h-12 items-center rounded-l-lg border-2 border-r-0 border-muted bg-primary-50 px-3 font-semibold"
              >
                +91
              </span>
              <input
                id={id("phone")}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                className={`${INPUT} rounded-l-none`}
                aria-invalid={errors.phone || contactMissing ? true : undefined}
                aria-describedby={describedBy(
                  id("phone-hint"),
                  contactMissing && id("contact-error"),
                  errors.phone && id("phone-error"),
                )}
                {...phone}
                onChange={(event) => {
                  event.target.value = sanitizePhoneInput(event.target.value);
                  return phone.onChange(event);
                }}
              />
            </div>
            <p id={id("phone-hint")} className="mt-1 text-base text-muted">
              {PHONE_DIGITS}-digit Indian number; +91 is added for you.
            </p>
            {errors.phone?.message ? (
              <FieldError id={id("phone-error")}>{errors.phone.message}</FieldError>
            ) : null}
          </div>
        </div>
      </fieldset>

      <div>
        <label htmlFor={id("question")} className="block font-semibold">
          Question <span className="font-normal text-muted">(required)</span>
        </label>
        <textarea
          id={id("question")}
          rows={6}
          className={`${INPUT} mt-2 resize-y`}
          aria-invalid={errors.question ? true : undefined}
          aria-describedby={describedBy(id("question-count"), errors.question && id("question-error"))}
          {...register("question")}
        />
        <p
          id={id("question-count")}
          className={`mt-1 text-base ${overBy > 0 ? "font-semibold text-danger" : "text-muted"}`}
        >
          <span aria-hidden="true">
            {questionLength}/{QUESTION_MAX}
          </span>
          <span className="sr-only">
            {questionLength} of {QUESTION_MAX} characters used.
          </span>
          {overBy > 0 ? ` ${overBy} too many.` : null}
        </p>
        {errors.question?.message ? (
          <FieldError id={id("question-error")}>{errors.question.message}</FieldError>
        ) : null}
      </div>

      {submitError ? (
        <div
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="flex items-start gap-3 rounded-lg border-2 border-danger bg-white p-4 font-semibold text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <p>{submitError}</p>
        </div>
      ) : null}

      <button
        type="submit"
        className="btn btn-primary w-full disabled:cursor-wait sm:w-auto"
        disabled={isSubmitting}
      >
        {isSubmitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Sending…
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

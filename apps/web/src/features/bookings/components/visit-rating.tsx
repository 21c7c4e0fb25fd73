import { VISIT_REPORT_TEXT as T, VISIT_REPORT_MESSAGES, type VisitReport } from "@eldercare/contracts";
import { CircleCheck, LoaderCircle, Star } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { RadioGroupController } from "../../../components/ui/option-group-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { RatingSummary } from "../../../components/visit-report-view.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useRateVisit } from "../api/use-rate-visit.ts";
import {
  EMPTY_RATING,
  preferenceOptions,
  rateRequestOf,
  ratingResolver,
  STAR_OPTIONS,
} from "../lib/rating-form.ts";

/**
 * The family's one rating of a reported visit (issue 26): 1–5 stars, a comment, and whether they want the
 * companion again. Once given it shows read-only as "Your rating" (the answer of the save, or the report
 * as loaded later).
 */
export function VisitRating({ userId, report }: { userId: number; report: VisitReport }) {
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  if (report.rating) {
    return (
      <section aria-labelledby="your-rating" className="space-y-4 rounded-xl border border-line bg-white p-5">
        <h2 id="your-rating" className="text-2xl font-bold">
          {T.yourRating}
        </h2>
        {saved ? (
          <p
            ref={savedRef}
            role="status"
            tabIndex={-1}
            className="flex items-start gap-2 font-semibold text-primary-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {VISIT_REPORT_MESSAGES.rated}
          </p>
        ) : null}
        <RatingSummary report={{ ...report, rating: report.rating }} />
      </section>
    );
  }
  return (
    <section aria-labelledby="rate-visit" className="space-y-4 rounded-xl border border-line bg-white p-5">
      <h2 id="rate-visit" className="text-2xl font-bold">
        {T.rateTitle}
      </h2>
      <RatingForm
        userId={userId}
        bookingId={report.booking_id}
        companion={report.companion_first_name}
        onSaved={() => setSaved(true)}
      />
    </section>
  );
}

function RatingForm({
  userId,
  bookingId,
  companion,
  onSaved,
}: {
  userId: number;
  bookingId: number;
  /** The companion's first name, for the wish about them. */
  companion: string;
  onSaved: () => void;
}) {
  const rate = useRateVisit(userId);
  const inFlight = useRef(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useContractForm({ resolver: ratingResolver(bookingId), defaultValues: EMPTY_RATING });
  const { register, control, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitError(null);
    try {
      await rate.mutateAsync(rateRequestOf(bookingId, values));
      onSaved();
    } catch (error) {
      setSubmitError(firstErrorMessage(error));
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <RadioGroupController
        control={control}
        name="stars"
        label={T.starsLegend}
        required
        options={STAR_OPTIONS}
        columnsClassName="grid-cols-2 sm:grid-cols-5"
      />
      <TextAreaField
        label={T.commentLabel}
        rows={3}
        inputClassName="resize-y"
        error={formState.errors.comment?.message}
        {...register("comment")}
      />
      <RadioGroupController
        control={control}
        name="preference"
        label={T.preferenceLegend}
        options={preferenceOptions(companion)}
        columnsClassName="sm:grid-cols-1"
      />
      <FormAlert message={submitError} />
      <button
        type="submit"
        className="btn btn-primary w-full disabled:cursor-wait sm:w-auto"
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {T.rating}
          </>
        ) : (
          <>
            <Star aria-hidden="true" className="size-5" />
            {T.rate}
          </>
        )}
      </button>
    </form>
  );
}

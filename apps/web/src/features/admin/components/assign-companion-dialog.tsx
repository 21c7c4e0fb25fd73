import {
  type AdminBooking,
  ASSIGNMENT_TEXT,
  type CompanionSuggestion,
  displayPhone,
  SERIES_REGULAR_TEXT,
  SUGGESTION_REASON_LABELS,
  TRAVEL_TEXT,
} from "@eldercare/contracts";
import { useEffect, useId, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { describedBy, FieldError, RequiredMark } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useAssignCompanion } from "../api/use-assign-companion.ts";
import { useCompanionSuggestions } from "../api/use-companion-suggestions.ts";
import {
  type AssignForm,
  type AssignMode,
  assignFormSchema,
  initialChoice,
  toAssignRequest,
} from "../lib/assign-form.ts";
import { BookingSummary, CompanionText } from "./booking-rows-view.tsx";

export interface AssignTarget {
  booking: AdminBooking;
  mode: AssignMode;
}

interface Props {
  /** The booking whose companion is chosen, and how; null when closed. */
  target: AssignTarget | null;
  onClose: () => void;
}

/**
 * Confirming a booking with a companion, or changing a confirmed visit's companion (issue 26): the
 * companions who could make the visit, best first with why (admin/suggestcompanions/), the best suited
 * chosen to start with in confirm mode, the one held at booking marked with why it is held; sending calls
 * admin/assigncompanion/. A refusal is shown above the button; success closes the dialog and the server's
 * message is toasted. No toast covers the list (issue 42): the toasts on screen when it opens are
 * closed, and neither loading the suggestions nor sending raises one while it is open.
 */
export function AssignCompanionDialog({ target, onClose }: Props) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.mode === "change" ? ASSIGNMENT_TEXT.changeTitle : ASSIGNMENT_TEXT.confirmTitle}
      size="md"
    >
      {target ? (
        <AssignBody key={`${target.booking.booking_id}-${target.mode}`} {...target} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function AssignBody({ booking, mode, onClose }: AssignTarget & { onClose: () => void }) {
  const suggestions = useCompanionSuggestions(booking.booking_id);
  // What the toasts said before the dialog opened ('… fetched', an earlier action) would sit over the list.
  useEffect(() => toast.dismissStale(), []);
  return (
    <div className="space-y-5">
      <BookingSummary booking={booking} />
      {mode === "change" ? (
        <p>
          <span className="font-semibold">{ASSIGNMENT_TEXT.companion}:</span>{" "}
          <CompanionText booking={booking} />
        </p>
      ) : null}
      <QueryStates query={suggestions} loading={ASSIGNMENT_TEXT.loading} failed={ASSIGNMENT_TEXT.failed}>
        {(data) =>
          data.suggestions.length === 0 ? (
            <>
              <p
                role="status"
                className="rounded-lg border-2 border-accent-700 bg-accent-100 p-4 font-semibold text-ink"
              >
                {ASSIGNMENT_TEXT.noSuggestions}
              </p>
              <div className="flex flex-col sm:flex-row-reverse">
                <button type="button" className="btn btn-outline" onClick={onClose}>
                  Go back
                </button>
              </div>
            </>
          ) : (
            <AssignFormBody booking={booking} mode={mode} suggestions={data.suggestions} onClose={onClose} />
          )
        }
      </QueryStates>
    </div>
  );
}

function AssignFormBody({
  booking,
  mode,
  suggestions,
  onClose,
}: AssignTarget & { suggestions: readonly CompanionSuggestion[]; onClose: () => void }) {
  const assign = useAssignCompanion();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useContractForm({
    resolver: contractResolver(assignFormSchema(mode, booking.assigned_companion?.companion_id ?? null)),
    defaultValues: {
      companion_id: initialChoice(mode, suggestions),
      reason: "",
      make_regular: false,
    } satisfies AssignForm,
  });
  const { register, handleSubmit, formState, control } = form;
  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await assign.mutateAsync(toAssignRequest(booking.booking_id, mode, values));
      onClose();
    } catch (error) {
      setSubmitError(firstErrorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <SuggestionCards control={control} mode={mode} suggestions={suggestions} />
      {mode === "change" ? (
        <TextAreaField
          label={ASSIGNMENT_TEXT.reasonLabel}
          required
          rows={3}
          inputClassName="resize-y"
          hint={ASSIGNMENT_TEXT.reasonHint}
          error={formState.errors.reason?.message}
          {...register("reason")}
        />
      ) : null}
      {booking.series_id ? (
        <label className="flex min-h-11 items-start gap-3 font-semibold">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary-700"
            {...register("make_regular")}
          />
          {SERIES_REGULAR_TEXT.makeRegular}
        </label>
      ) : null}
      <FormAlert message={submitError} />
      <DialogActions
        label={mode === "change" ? ASSIGNMENT_TEXT.changeSubmit : ASSIGNMENT_TEXT.confirmSubmit}
        busy={formState.isSubmitting}
        cancelLabel="Go back"
        onCancel={onClose}
      />
    </form>
  );
}

const PILL = "inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold";

/**
 * The suggestions as radio cards: name, phone, visits this week, the journey from their previous visit that
 * day (or that it cannot be estimated: issue 45), languages and why, best first.
 */
function SuggestionCards({
  control,
  mode,
  suggestions,
}: {
  control: Control<AssignForm>;
  mode: AssignMode;
  suggestions: readonly CompanionSuggestion[];
}) {
  const { field, fieldState } = useController({ control, name: "companion_id" });
  const uid = useId();
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={describedBy(hintId, error && errorId)}>
      <legend className="font-semibold">
        {ASSIGNMENT_TEXT.chooseLabel}
        <RequiredMark />
      </legend>
      <p id={hintId} className="text-base text-muted">
        {ASSIGNMENT_TEXT.chooseHint}
      </p>
      <ul className="mt-2 grid gap-2" data-testid="companion-suggestions">
        {suggestions.map((s) => {
          const value = String(s.companion_id);
          const id = `${uid}-${value}`;
          return (
            <li key={value} className="min-w-0">
              <label
                className={`flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border-2 p-3 [overflow-wrap:anywhere] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700 ${
                  field.value === value ? "border-primary-700 bg-primary-50" : "border-line bg-white"
                }`}
              >
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => {
                    field.onChange(value);
                    field.onBlur();
                  }}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={describedBy(
                    s.current && `${id}-held`,
                    s.current && mode === "confirm" && `${id}-held-why`,
                    `${id}-details`,
                  )}
                  aria-invalid={error ? true : undefined}
                  className="mt-1 size-5 shrink-0 accent-primary-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span id={`${id}-name`} className="font-bold">
                      {s.full_name}
                    </span>
                    {s.current ? (
                      <span
                        id={`${id}-held`}
                        className={`${PILL} border-primary-700 bg-white text-primary-800`}
                      >
                        {mode === "change" ? ASSIGNMENT_TEXT.assignedNow : ASSIGNMENT_TEXT.held}
                      </span>
                    ) : null}
                  </span>
                  {s.current && mode === "confirm" ? (
                    <span id={`${id}-held-why`} className="mt-1 block text-base">
                      {ASSIGNMENT_TEXT.heldWhy}
                    </span>
                  ) : null}
                  <span id={`${id}-details`} className="block">
                    <span className="block text-muted">
                      {displayPhone(s.phone)} · {ASSIGNMENT_TEXT.visitsThisWeek(s.visits_this_week)}
                    </span>
                    {s.travel_minutes !== null ? (
                      <span className="block">{TRAVEL_TEXT.fromPrevious(s.travel_minutes)}</span>
                    ) : null}
                    {s.travel_unknown ? <span className="block">{TRAVEL_TEXT.unknown}</span> : null}
                    {s.languages.length > 0 ? (
                      <span className="block">
                        {ASSIGNMENT_TEXT.languages}: {s.languages.join(", ")}
                      </span>
                    ) : null}
                    {s.reasons.length > 0 ? (
                      <span className="mt-1 flex flex-wrap gap-1.5">
                        {s.reasons.map((r) => (
                          <span key={r} className={`${PILL} border-line bg-paper text-ink`}>
                            {SUGGESTION_REASON_LABELS[r]}
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

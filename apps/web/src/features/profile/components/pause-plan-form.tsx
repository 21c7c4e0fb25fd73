import {
  indiaToday,
  PLAN_PAUSE_MONTHS,
  PLAN_PAUSE_TEXT,
  pausePlanFormSchema,
  pauseWindow,
} from "@eldercare/contracts";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { RadioGroupField } from "../../../components/ui/option-group-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { usePausePlan } from "../api/use-pause-plan.ts";

const pauseResolver = contractResolver(pausePlanFormSchema);
const MONTH_OPTIONS = PLAN_PAUSE_MONTHS.map((n) => ({
  value: String(n) as "1" | "2" | "3",
  label: PLAN_PAUSE_TEXT.months(n),
}));
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

/**
 * "Pause instead" (users/pausesubscription/, decision 0095), offered in the cancel dialog before the
 * quote: a first day (today at the earliest) and 1, 2 or 3 months, with the days it covers said as they
 * are chosen. A refusal (a pause this plan year already) is shown above the buttons in the server's words;
 * success toasts the server's message and closes the dialog while the plan card and the visits refresh.
 */
export function PausePlanForm({
  userId,
  subscriptionId,
  onPaused,
  onBack,
}: {
  userId: number;
  subscriptionId: number;
  onPaused: () => void;
  onBack: () => void;
}) {
  const pause = usePausePlan(userId);
  const [error, setError] = useState<string | null>(null);
  const today = indiaToday();
  const form = useContractForm({
    resolver: pauseResolver,
    defaultValues: { from: today, months: "1" as "1" | "2" | "3" },
    focus: "from",
  });
  const { register, handleSubmit, formState, control, watch } = form;
  const from = watch("from");
  const months = Number(watch("months"));
  const window = isDay(from) && months >= 1 ? pauseWindow(from, months) : null;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const made = await pause.mutateAsync({
        subscription_id: subscriptionId,
        from: values.from,
        months: Number(values.months),
      });
      toast.success(made.Message, { id: "plan-pause" });
      onPaused();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <h3 className="text-lg font-bold">{PLAN_PAUSE_TEXT.title}</h3>
      <p>{PLAN_PAUSE_TEXT.oncePerYear}</p>
      <TextField
        label={PLAN_PAUSE_TEXT.fromLabel}
        type="date"
        required
        min={today}
        error={formState.errors.from?.message}
        hint="Today at the earliest."
        {...register("from")}
      />
      <Controller
        control={control}
        name="months"
        render={({ field }) => (
          <RadioGroupField
            label={PLAN_PAUSE_TEXT.monthsLabel}
            required
            options={MONTH_OPTIONS}
            columnsClassName="grid-cols-3"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={formState.errors.months?.message}
          />
        )}
      />
      {window ? (
        <p role="status" className="rounded-lg bg-primary-50 px-4 py-3">
          {PLAN_PAUSE_TEXT.preview(
            formatIndiaDay(from),
            formatIndiaDay(window.to),
            formatIndiaDay(window.resumesOn),
          )}
        </p>
      ) : null}
      <FormAlert message={error} />
      <DialogActions
        label={PLAN_PAUSE_TEXT.confirm}
        busy={formState.isSubmitting}
        cancelLabel={PLAN_PAUSE_TEXT.back}
        onCancel={onBack}
      />
    </form>
  );
}

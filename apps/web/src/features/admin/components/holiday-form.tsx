import {
  type AdminHoliday,
  ALL_INDIA,
  HOLIDAY_MESSAGES,
  HOLIDAY_TEXT,
  holidayFields,
  LOAD_MESSAGES,
} from "@eldercare/contracts";
import { z } from "zod";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { INPUT } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { formatIndiaLongDay } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useModifyHoliday } from "../api/use-admin-holidays.ts";
import { useServerRefusal } from "../lib/use-server-refusal.ts";

/** What the form keeps: the date (YYYY-MM-DD), the name, and the place ("" none chosen, "all", a state id). */
export interface HolidayValues {
  date: string;
  name: string;
  place: string;
}

const holidayFormSchema = z.object({
  date: holidayFields.date,
  name: holidayFields.name,
  place: z.string().min(1, HOLIDAY_MESSAGES.stateRequired),
});
const renameSchema = z.object({ date: z.string(), name: holidayFields.name, place: z.string() });
const addResolver = contractResolver<HolidayValues, HolidayValues>(holidayFormSchema);
const renameResolver = contractResolver<HolidayValues, HolidayValues>(renameSchema);

/** The field a refusal's message belongs to, if any (a day already listed is the date's). */
function fieldOfRefusal(message: string): keyof HolidayValues | null {
  if (message.includes("is already in the list")) return "date";
  if (message === HOLIDAY_MESSAGES.stateInvalid) return "place";
  return null;
}

interface Props {
  /** The holiday being renamed; absent: a new team holiday. */
  holiday?: AdminHoliday | undefined;
  /** India's states for the place (the list's answer); null while it loads. */
  states: readonly { state_id: number; name: string }[] | null;
  onSaved: (holiday: AdminHoliday) => void;
  onCancel: () => void;
}

/** "Add holiday", or "Rename holiday" with its day and place said above the name. */
export function HolidayFormDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) props.onCancel();
      }}
      title={props.holiday ? "Rename holiday" : HOLIDAY_TEXT.add}
      size="md"
    >
      {open ? <HolidayForm {...props} /> : null}
    </Dialog>
  );
}

/**
 * A team holiday (issue 44, decision 0079): its date, its name (what families read when the day is
 * refused) and where it applies, all of India or one state; added closed. Renaming changes the name only.
 * The contract's rules and words; a day already listed is refused beside the date.
 */
export function HolidayForm({ holiday, states, onSaved, onCancel }: Props) {
  const save = useModifyHoliday();
  const form = useContractForm<HolidayValues>({
    resolver: holiday ? renameResolver : addResolver,
    defaultValues: { date: holiday?.date ?? "", name: holiday?.name ?? "", place: "" },
    focus: holiday ? "name" : "date",
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const { submitError, saving } = useServerRefusal(form.setError, fieldOfRefusal);

  const onSubmit = handleSubmit((v) =>
    saving(async () => {
      const saved = await save.mutateAsync(
        holiday
          ? { holiday_id: holiday.holiday_id, name: v.name }
          : { date: v.date, name: v.name, state_id: v.place === "all" ? null : Number(v.place) },
      );
      onSaved(saved.holiday);
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="holiday-form">
      {holiday ? (
        <p>
          {formatIndiaLongDay(holiday.date)}, {holiday.state_name}
        </p>
      ) : (
        <FormField label="Date" required error={errors.date?.message}>
          {(aria) => <input type="date" className={INPUT} {...aria} {...register("date")} />}
        </FormField>
      )}
      <FormField
        label="Name"
        required
        error={errors.name?.message}
        hint="Families read it when the day is closed: “25 Dec is closed for Christmas Day.”"
      >
        {(aria) => <input type="text" className={INPUT} autoComplete="off" {...aria} {...register("name")} />}
      </FormField>
      {holiday ? null : (
        <FormField label="Where" required error={errors.place?.message}>
          {(aria) => (
            <select className={INPUT} disabled={states === null} {...aria} {...register("place")}>
              <option value="">
                {states === null ? LOAD_MESSAGES.statesLoading : "Choose where it applies"}
              </option>
              <option value="all">{ALL_INDIA}</option>
              {(states ?? []).map((s) => (
                <option key={s.state_id} value={String(s.state_id)}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <div>
        <FormAlert message={submitError} className="mb-3" />
        <DialogActions
          label={holiday ? "Save name" : HOLIDAY_TEXT.add}
          busy={save.isPending}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

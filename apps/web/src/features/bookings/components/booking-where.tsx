import { APPOINTMENT_TEXT } from "@eldercare/contracts";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { BookingFormApi } from "../lib/booking-request.ts";

const NOTES_MAX = 500;

/**
 * Section 3 of the booking form: the visit's address (the loved one's, to change if need be) and notes;
 * for a service at a doctor's, the appointment: the doctor, the hospital or clinic and its time, each
 * optional but asked (issue 42).
 */
export function BookingWhere({
  form,
  withAppointment = false,
}: {
  form: BookingFormApi;
  withAppointment?: boolean;
}) {
  const uid = useId();
  const { register, control, formState } = form;
  const { errors } = formState;
  const notesLength = useWatch({ control, name: "notes" })?.length ?? 0;

  return (
    <section aria-labelledby={`${uid}-where`} className="space-y-6">
      <h2 id={`${uid}-where`} className="text-2xl font-bold">
        3. Where, and notes for the companion
      </h2>
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label="Address for this visit"
          required
          autoComplete="street-address"
          error={errors.address_line?.message}
          hint="From your loved one's profile. Change it if this visit is somewhere else."
          {...register("address_line")}
        />
        <TextField
          label="PIN code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pincode?.message}
          {...register("pincode")}
        />
      </div>
      {withAppointment ? (
        <fieldset aria-describedby={`${uid}-appointment-hint`} className="space-y-4">
          <legend className="text-xl font-bold">{APPOINTMENT_TEXT.legend}</legend>
          <p id={`${uid}-appointment-hint`} className="text-muted">
            {APPOINTMENT_TEXT.hint}
          </p>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label={APPOINTMENT_TEXT.doctorName}
              autoComplete="off"
              error={errors.doctor_name?.message}
              {...register("doctor_name")}
            />
            <TextField
              label={APPOINTMENT_TEXT.clinicName}
              autoComplete="off"
              error={errors.clinic_name?.message}
              {...register("clinic_name")}
            />
          </div>
          <TextField
            label={APPOINTMENT_TEXT.time}
            type="time"
            className="md:max-w-60"
            error={errors.appointment_time?.message}
            hint={APPOINTMENT_TEXT.timeHint}
            {...register("appointment_time")}
          />
        </fieldset>
      ) : null}
      <TextAreaField
        label="Notes for the companion"
        rows={4}
        inputClassName="resize-y"
        error={errors.notes?.message}
        hint={
          <>
            What would help on this visit: who opens the door, what to bring, what they enjoy.{" "}
            <span aria-hidden="true">
              {notesLength}/{NOTES_MAX}
            </span>
            <span className="sr-only">
              {notesLength} of {NOTES_MAX} characters used.
            </span>
          </>
        }
        {...register("notes")}
      />
    </section>
  );
}

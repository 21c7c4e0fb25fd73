import {
  type AssistanceType,
  BOOKING_MESSAGES,
  BOOKING_TEXT,
  type Booking,
  formatStartTime,
  indiaToday,
  isShiftType,
  LOAD_MESSAGES,
  type LovedOne,
  type PlanUsage,
  type ServiceCalendar,
  visitStartsAt,
} from "@eldercare/contracts";
import { CalendarClock, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useController } from "react-hook-form";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useBookService } from "../api/use-book-service.ts";
import { useServiceCalendar } from "../api/use-service-calendar.ts";
import { useServiceItems } from "../api/use-service-items.ts";
import { useShiftNames } from "../api/use-shift-types.ts";
import { useSpecialities } from "../api/use-specialities.ts";
import {
  type BookingFormValues,
  bookingResolver,
  EMPTY_BOOKING,
  toBookingRequest,
  visitAddressOf,
} from "../lib/booking-request.ts";
import {
  firstBookableSlot,
  firstSlotOfDay,
  isSlotBookable,
  type Slot,
  startTimesFrom,
} from "../lib/booking-slots.ts";
import { addMonths, bookingWindow, monthLabel } from "../lib/calendar-grid.ts";
import {
  allowanceSentence,
  durationLabel,
  groupServices,
  isIncluded,
  serviceOptionLabel,
  visitsLeftText,
} from "../lib/service-options.ts";
import { BookingSuccessDialog } from "./booking-success-dialog.tsx";
import { LovedOnePicker } from "./loved-one-picker.tsx";
import { MonthCalendar } from "./month-calendar.tsx";
import { ShiftPicker } from "./shift-picker.tsx";

interface Props {
  userId: number;
  /** The member's plan and this month's use (a plan is running or paid for). */
  usage: PlanUsage;
  lovedOnes: readonly LovedOne[];
}

const NOTES_MAX = 500;

function initialValues(lovedOne: LovedOne | undefined, serviceId = 0): BookingFormValues {
  return lovedOne
    ? {
        ...EMPTY_BOOKING,
        service_id: serviceId,
        loved_one_id: lovedOne.loved_one_id,
        ...visitAddressOf(lovedOne),
      }
    : { ...EMPTY_BOOKING, service_id: serviceId };
}

/**
 * The booking form (users/servicebooking/): who the visit is for, the service, a day from the month's
 * calendar, a shift and start time, where, and notes for the companion. It opens on the first moment that
 * can still be booked (spec §2's date and time stamp), shows the month's visits left for the chosen day's
 * plan, and on success the booking success modal. A place taken meanwhile (409) keeps the form, shows why
 * and refreshes the calendar.
 */
export function BookingForm({ userId, usage, lovedOnes }: Props) {
  const uid = useId();
  const services = useServiceItems();
  const specialities = useSpecialities();
  const shiftName = useShiftNames();
  const book = useBookService(userId);
  // One key per form: a retry after a lost answer returns the first booking instead of making another.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [assistance, setAssistance] = useState<AssistanceType | "">("");
  const [month, setMonth] = useState(() => indiaToday().slice(0, 7));
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ booking: Booking; message: string } | null>(null);
  // Until the member picks a day, shift or month, the form follows the first bookable moment.
  const autoPick = useRef(true);
  const inFlight = useRef(false);

  const form = useContractForm({ resolver: bookingResolver, defaultValues: initialValues(lovedOnes[0]) });
  const { register, control, handleSubmit, setValue, getValues, watch, setError, reset, formState } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  const { field: lovedOneField } = useController({ control, name: "loved_one_id" });
  const [lovedOneId, serviceId, visitDate, shiftType, startTime, notes] = watch([
    "loved_one_id",
    "service_id",
    "visit_date",
    "shift_type",
    "start_time",
    "notes",
  ]);

  const inclusions = usage.inclusions;
  const service = services.data?.find((s) => s.service_id === serviceId);
  const calendarRequest =
    serviceId > 0
      ? { month, service_id: serviceId, ...(lovedOneId > 0 ? { loved_one_id: lovedOneId } : {}) }
      : null;
  const shown = useServiceCalendar(userId, calendarRequest);
  const chosenMonth = visitDate ? visitDate.slice(0, 7) : month;
  const chosen = useServiceCalendar(userId, calendarRequest && { ...calendarRequest, month: chosenMonth });
  const chosenDay = chosen.data?.days.find((d) => d.date === visitDate);
  const chosenShift = chosenDay?.shifts.find((s) => s.shift_type === shiftType);
  const rulesFrom = shown.data ?? chosen.data;
  const bookable = rulesFrom
    ? bookingWindow(
        rulesFrom.earliest_start_at,
        rulesFrom.rules.min_notice_hours,
        rulesFrom.rules.window_days,
      )
    : null;

  /** Sets the day, shift and start time together (only what changed, so watching it settles). */
  function applySlot(slot: Slot) {
    const opts = { shouldValidate: isSubmitted };
    if (getValues("visit_date") !== slot.visit_date) setValue("visit_date", slot.visit_date, opts);
    if (getValues("shift_type") !== slot.shift_type) setValue("shift_type", slot.shift_type, opts);
    if (getValues("start_time") !== slot.start_time) setValue("start_time", slot.start_time, opts);
  }

  // Keep the chosen moment bookable as the calendars arrive or change: follow the first bookable moment
  // until the member chooses (or sends the form); after that keep what they chose where it still fits.
  useEffect(() => {
    if (!calendarRequest) return;
    const data: ServiceCalendar | undefined = visitDate ? chosen.data : shown.data;
    if (!data) return;
    const current = { visit_date: visitDate, shift_type: shiftType, start_time: startTime };
    if (visitDate && isSlotBookable(data.days, current)) return;
    if (autoPick.current) {
      if (!shown.data) return;
      const slot = firstBookableSlot(shown.data.days);
      if (slot) {
        applySlot(slot);
        return;
      }
      const w = bookingWindow(
        shown.data.earliest_start_at,
        shown.data.rules.min_notice_hours,
        shown.data.rules.window_days,
      );
      if (month < w.lastMonth) setMonth(addMonths(month, 1));
      else applySlot({ visit_date: "", shift_type: 0, start_time: "" });
      return;
    }
    // The member's own choice no longer fits (another service, a place just taken): keep their day, move
    // the start on within the shift if it is still open, else let them choose the shift again.
    const shift = data.days.find((d) => d.date === visitDate)?.shifts.find((s) => s.shift_type === shiftType);
    if (shift?.state === "open" && shift.first_start) {
      applySlot({ visit_date: visitDate, shift_type: shiftType, start_time: shift.first_start });
    } else if (visitDate) {
      applySlot({ visit_date: visitDate, shift_type: 0, start_time: "" });
    }
  });

  function chooseLovedOne(l: LovedOne) {
    lovedOneField.onChange(l.loved_one_id);
    lovedOneField.onBlur();
    const opts = { shouldValidate: isSubmitted };
    setValue("address_line", l.address_line, opts);
    setValue("pincode", l.pincode, opts);
  }

  function chooseDay(date: string) {
    autoPick.current = false;
    const day = shown.data?.days.find((d) => d.date === date);
    applySlot((day && firstSlotOfDay(day)) ?? { visit_date: date, shift_type: 0, start_time: "" });
    if (isSubmitted) void form.trigger(["visit_date", "shift_type", "start_time"]);
  }

  function changeMonth(step: -1 | 1) {
    autoPick.current = false;
    setMonth((m) => addMonths(m, step));
  }

  /** The contract cannot know which services need a speciality; the catalogue says, so the form checks it. */
  function specialityMissing(): boolean {
    if (!service?.needs_speciality || getValues("speciality_id")) return false;
    setError("speciality_id", { type: "contract", message: BOOKING_MESSAGES.specialityRequired });
    return true;
  }

  const onSubmit = handleSubmit(
    async (values) => {
      if (inFlight.current) return;
      if (specialityMissing()) {
        form.setFocus("speciality_id");
        return;
      }
      inFlight.current = true;
      // Sent: from now on a refusal keeps what the member sees rather than moving to another moment.
      autoPick.current = false;
      setSubmitError(null);
      try {
        const data = await book.mutateAsync(
          toBookingRequest(values, idempotencyKey, chosenDay?.subscription_id ?? null),
        );
        setBooked({ booking: data.booking, message: data.Message });
        toast.success(data.Message, { id: "service-booked" });
      } catch (error) {
        // 409: the place was just taken. The form stays as it is; the calendar refreshes (the hook).
        const message = firstErrorMessage(error);
        setSubmitError(message);
      } finally {
        inFlight.current = false;
      }
    },
    () => {
      specialityMissing();
    },
  );

  function bookAnother() {
    const keep = lovedOnes.find((l) => l.loved_one_id === getValues("loved_one_id")) ?? lovedOnes[0];
    reset(initialValues(keep, getValues("service_id")));
    setIdempotencyKey(crypto.randomUUID());
    autoPick.current = true;
    setMonth(indiaToday().slice(0, 7));
    setSubmitError(null);
    setBooked(null);
    book.reset();
  }

  const groups = services.data ? groupServices(services.data, assistance) : [];
  const startTimes =
    chosenShift && isShiftType(chosenShift.shift_type)
      ? startTimesFrom(chosenShift.shift_type, chosenShift.first_start)
      : [];
  const startsAt =
    visitDate && isShiftType(shiftType) && startTime ? visitStartsAt(visitDate, shiftType, startTime) : null;
  const dayUsage = chosen.data?.usage.find((u) => u.subscription_id === chosenDay?.subscription_id);
  const visitsLeft = visitsLeftText(
    dayUsage,
    chosenMonth,
    bookable?.today.slice(0, 7) ?? indiaToday().slice(0, 7),
    monthLabel(chosenMonth),
  );
  const single = usage.subscription?.beneficiary_count_dtls === "Single" && lovedOnes.length > 1;
  const stampId = `${uid}-stamp`;
  const notesLength = notes?.length ?? 0;

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-10" aria-describedby={stampId}>
        <p className="text-muted">
          Fields marked <span className="font-semibold text-ink">(required)</span> must be filled in.
        </p>

        <section aria-labelledby={`${uid}-what`} className="space-y-6">
          <h2 id={`${uid}-what`} className="text-2xl font-bold">
            1. Who and what
          </h2>
          <LovedOnePicker
            lovedOnes={lovedOnes}
            value={lovedOneId}
            onChange={chooseLovedOne}
            onBlur={lovedOneField.onBlur}
            error={errors.loved_one_id?.message}
            hint={
              single
                ? "Your Single plan covers one person: its visits are for the person you first book for. A Couple plan covers two."
                : usage.subscription?.beneficiary_count_dtls === "Couple"
                  ? "Your Couple plan covers both of them."
                  : undefined
            }
          />
          {services.isPending ? (
            <LoadingNotice>{LOAD_MESSAGES.servicesLoading}</LoadingNotice>
          ) : services.isError ? (
            <LoadError
              title={LOAD_MESSAGES.servicesFailed}
              error={services.error}
              onRetry={() => void services.refetch()}
            />
          ) : (
            <div className="grid gap-5 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
              <SelectField
                label="Assistance type"
                value={assistance}
                hint="Narrows the list of services."
                onChange={(event) => {
                  const next = event.target.value as AssistanceType | "";
                  setAssistance(next);
                  if (next && service && service.assistance_type !== next) {
                    setValue("service_id", 0, { shouldValidate: isSubmitted });
                  }
                }}
              >
                <option value="">All types</option>
                {groupServices(services.data, "").map((g) => (
                  <option key={g.type} value={g.type}>
                    {g.label}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Service"
                required
                error={errors.service_id?.message}
                hint={
                  service
                    ? `${service.service_description} About ${durationLabel(service.duration_minutes)}. ${allowanceSentence(service, inclusions)}`
                    : "Each service shows what it uses of your plan this month."
                }
                {...register("service_id", {
                  setValueAs: (v: unknown) => Number(v) || 0,
                  onChange: (event: { target: { value: string } }) => {
                    const next = services.data.find((s) => s.service_id === Number(event.target.value));
                    if (!next?.needs_speciality) setValue("speciality_id", null);
                  },
                })}
              >
                <option value="0">Choose a service</option>
                {groups.map((g) => (
                  <optgroup key={g.type} label={g.label}>
                    {g.services.map((s) => (
                      <option key={s.service_id} value={s.service_id} disabled={!isIncluded(s, inclusions)}>
                        {serviceOptionLabel(s, inclusions)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
              {service?.needs_speciality ? (
                <SelectField
                  label="Speciality"
                  required
                  className="md:col-start-2"
                  error={errors.speciality_id?.message}
                  hint={
                    specialities.data?.find((s) => s.speciality_id === getValues("speciality_id"))
                      ?.description ?? "The kind of caregiver this visit needs."
                  }
                  {...register("speciality_id", { setValueAs: (v: unknown) => Number(v) || null })}
                >
                  <option value="">Choose a speciality</option>
                  {(specialities.data ?? []).map((s) => (
                    <option key={s.speciality_id} value={s.speciality_id}>
                      {s.speciality_name}
                    </option>
                  ))}
                </SelectField>
              ) : null}
            </div>
          )}
        </section>

        <section aria-labelledby={`${uid}-when`} className="space-y-6">
          <h2 id={`${uid}-when`} className="text-2xl font-bold">
            2. When
          </h2>
          {!calendarRequest ? (
            <p className="rounded-xl border border-line bg-white p-5">
              Choose a service to see the days you can book.
            </p>
          ) : (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <div>
                <MonthCalendar
                  month={month}
                  days={shown.data?.days}
                  bookings={shown.data?.bookings ?? []}
                  selected={visitDate}
                  today={bookable?.today ?? indiaToday()}
                  canGoBack={bookable !== null && month > bookable.firstMonth}
                  canGoForward={bookable !== null && month < bookable.lastMonth}
                  onMonthChange={changeMonth}
                  onSelect={chooseDay}
                  errorId={errors.visit_date ? `${uid}-date-error` : undefined}
                  status={
                    shown.isPending ? (
                      <LoadingNotice>{BOOKING_TEXT.calendarLoading}</LoadingNotice>
                    ) : shown.isError ? (
                      <LoadError
                        title={BOOKING_TEXT.calendarFailed}
                        error={shown.error}
                        onRetry={() => void shown.refetch()}
                      />
                    ) : undefined
                  }
                />
                {errors.visit_date?.message ? (
                  <FieldError id={`${uid}-date-error`}>{errors.visit_date.message}</FieldError>
                ) : null}
              </div>
              <div className="space-y-6">
                {chosenDay ? (
                  <ShiftPicker
                    day={chosenDay}
                    value={shiftType}
                    shiftName={shiftName}
                    error={errors.shift_type?.message}
                    onChange={(shift) => {
                      autoPick.current = false;
                      applySlot({
                        visit_date: chosenDay.date,
                        shift_type: shift.shift_type,
                        start_time: shift.first_start ?? "",
                      });
                    }}
                  />
                ) : (
                  <p className="rounded-xl border border-line bg-white p-5">
                    {visitDate ? BOOKING_TEXT.calendarLoading : "Choose a day to see its shifts."}
                  </p>
                )}
                {chosenShift?.state === "open" ? (
                  <SelectField
                    label="Start time"
                    required
                    error={errors.start_time?.message}
                    hint={`India time.${service ? ` The visit lasts about ${durationLabel(service.duration_minutes)}.` : ""}`}
                    {...register("start_time", {
                      onChange: () => {
                        autoPick.current = false;
                      },
                    })}
                  >
                    {startTimes.map((t) => (
                      <option key={t} value={t}>
                        {formatStartTime(t)}
                      </option>
                    ))}
                  </SelectField>
                ) : errors.start_time?.message && !errors.shift_type ? (
                  <FieldError id={`${uid}-time-error`}>{errors.start_time.message}</FieldError>
                ) : null}
              </div>
            </div>
          )}
        </section>

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

        <section
          aria-labelledby={`${uid}-check`}
          className="space-y-4 rounded-xl border-2 border-primary-700 bg-white p-5 sm:p-6"
        >
          <h2 id={`${uid}-check`} className="text-2xl font-bold">
            Your visit
          </h2>
          <div id={stampId} className="space-y-2">
            <p className="flex items-start gap-3 text-lg">
              <CalendarClock aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
              {startsAt ? (
                <span>
                  Starts{" "}
                  <time dateTime={startsAt.toISOString()} className="font-bold">
                    {formatIndiaDateTime(startsAt.toISOString())}
                  </time>{" "}
                  India time{chosenShift ? `, ${shiftName(chosenShift.shift_type)}` : ""}
                </span>
              ) : (
                <span>Choose a service, a day and a shift to see when the visit starts.</span>
              )}
            </p>
            {visitsLeft ? <p className="font-semibold">{visitsLeft}</p> : null}
            {chosen.data && visitsLeft ? (
              <p className="text-base text-muted">{chosen.data.kind_label}</p>
            ) : null}
          </div>
          <FormAlert message={submitError} />
          <button
            type="submit"
            className="btn btn-primary w-full disabled:cursor-wait sm:w-auto"
            disabled={isSubmitting}
          >
            {isSubmitting ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                {BOOKING_TEXT.booking}
              </>
            ) : (
              "Book visit"
            )}
          </button>
        </section>
      </form>
      <BookingSuccessDialog booked={booked} onClose={bookAnother} />
    </>
  );
}

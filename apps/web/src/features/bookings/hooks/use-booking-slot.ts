import { indiaToday, isShiftType, type ServiceCalendar } from "@eldercare/contracts";
import { useEffect, useRef, useState } from "react";
import { type FieldValues, type UseFormReturn, useWatch } from "react-hook-form";
import { useServiceCalendar } from "../api/use-service-calendar.ts";
import {
  firstBookableSlot,
  firstSlotOfDay,
  isSlotBookable,
  type Slot,
  startTimesFrom,
} from "../lib/booking-slots.ts";
import { addMonths, bookingWindow } from "../lib/calendar-grid.ts";

type Shift = ServiceCalendar["days"][number]["shifts"][number];

const thisMonth = () => indiaToday().slice(0, 7);

/** The three fields a form keeps the visit's moment in (the booking form's, the reschedule form's). */
export interface SlotFields {
  visit_date: string;
  shift_type: number;
  start_time: string;
}
export type SlotFormApi = Pick<
  UseFormReturn<SlotFields>,
  "control" | "getValues" | "setValue" | "trigger" | "formState" | "register"
>;

/** A form that holds the slot fields, seen through them alone (the only ones the slot reads or writes). */
export function slotFormOf<T extends FieldValues & SlotFields>(
  form: UseFormReturn<T, unknown, unknown>,
): SlotFormApi {
  return form as unknown as SlotFormApi;
}

/** What the calendars are of: a service for a loved one, and the visit being moved, if it is a move. */
export interface SlotTarget {
  serviceId: number;
  lovedOneId: number;
  /** A visit the member asks to move: its own place, shift and allowance visit count as free. */
  bookingId?: number;
}

export interface SlotOptions {
  /**
   * Follow the first moment that can still be booked until the member chooses (a new booking); else keep
   * the moment the form starts with (a move starts on the visit as booked).
   */
  autoPick: boolean;
  /** The month shown first (YYYY-MM); this month by default. */
  startMonth?: string;
}

/**
 * When the visit is: the month shown, the calendars of that month and of the chosen day's month, and
 * the day, shift and start time (kept in the form). A new booking opens on the first moment that can
 * still be booked (spec §2's date and time stamp) and follows it until the member chooses a day, shift,
 * start or month (or sends the form); a move opens on the visit as booked. After that it keeps what they
 * chose where it still fits.
 */
export function useBookingSlot(
  form: SlotFormApi,
  userId: number,
  target: SlotTarget | null,
  options: SlotOptions = { autoPick: true },
) {
  const { control, getValues, setValue, trigger, formState } = form;
  const { isSubmitted } = formState;
  const [month, setMonth] = useState(() => options.startMonth ?? thisMonth());
  // A ref, not state: whether to follow the first bookable moment changes nothing on screen by itself.
  const autoPick = useRef(options.autoPick);
  const [visitDate, shiftType, startTime] = useWatch({
    control,
    name: ["visit_date", "shift_type", "start_time"],
  });

  const request =
    target && target.serviceId > 0
      ? {
          month,
          service_id: target.serviceId,
          ...(target.bookingId ? { booking_id: target.bookingId } : {}),
          ...(!target.bookingId && target.lovedOneId > 0 ? { loved_one_id: target.lovedOneId } : {}),
        }
      : null;
  const shown = useServiceCalendar(userId, request);
  const chosenMonth = visitDate ? visitDate.slice(0, 7) : month;
  const chosen = useServiceCalendar(userId, request && { ...request, month: chosenMonth });
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

  // Keep the chosen moment bookable as the calendars arrive or change. It runs after every render (what
  // it reads is the calendars and the chosen moment), and applySlot writes only what differs.
  useEffect(() => {
    if (!request) return;
    const data = visitDate ? chosen.data : shown.data;
    if (!data) return;
    const current = { visit_date: visitDate, shift_type: shiftType, start_time: startTime };
    if (visitDate && isSlotBookable(data.days, current)) return;
    if (autoPick.current) {
      if (!shown.data) return;
      const slot = firstBookableSlot(shown.data.days);
      if (slot) applySlot(slot);
      else if (bookable && month < bookable.lastMonth) setMonth(addMonths(month, 1));
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

  return {
    month,
    /** The chosen day, shift and start time, as the form holds them. */
    visitDate,
    shiftType,
    startTime,
    /** The calendar request; null until a service is chosen. */
    request,
    /** The calendar of the month shown, and of the chosen day's month (the same unless paged away). */
    shown,
    chosen,
    chosenMonth,
    chosenDay,
    chosenShift,
    /** Today and the months that can be booked, once a calendar has given the rules. */
    bookable,
    /** The start times the chosen shift still offers. */
    startTimes:
      chosenShift && isShiftType(chosenShift.shift_type)
        ? startTimesFrom(chosenShift.shift_type, chosenShift.first_start)
        : [],
    chooseDay(date: string) {
      autoPick.current = false;
      const day = shown.data?.days.find((d) => d.date === date);
      applySlot((day && firstSlotOfDay(day)) ?? { visit_date: date, shift_type: 0, start_time: "" });
      if (isSubmitted) void trigger(["visit_date", "shift_type", "start_time"]);
    },
    chooseShift(date: string, shift: Shift) {
      autoPick.current = false;
      applySlot({ visit_date: date, shift_type: shift.shift_type, start_time: shift.first_start ?? "" });
    },
    changeMonth(step: -1 | 1) {
      autoPick.current = false;
      setMonth((m) => addMonths(m, step));
    },
    /** The member chose a start time, or sent the form: from now on keep what they see. */
    keepChoice() {
      autoPick.current = false;
    },
    /** A new booking: back to this month and the first bookable moment. */
    restart() {
      autoPick.current = true;
      setMonth(thisMonth());
    },
  };
}

export type BookingSlot = ReturnType<typeof useBookingSlot>;

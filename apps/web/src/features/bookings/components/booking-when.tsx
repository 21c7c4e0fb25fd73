import type { ServiceItem } from "@eldercare/contracts";
import { useId } from "react";
import type { BookingSlot, SlotFormApi } from "../hooks/use-booking-slot.ts";
import { SlotPicker } from "./slot-picker.tsx";

interface Props {
  form: SlotFormApi;
  slot: BookingSlot;
  service: ServiceItem | undefined;
  shiftName: (shift: number) => string;
}

/** Section 2 of the booking form: a day from the month's calendar, then a shift and a start time. */
export function BookingWhen({ form, slot, service, shiftName }: Props) {
  const uid = useId();
  return (
    <section aria-labelledby={`${uid}-when`} className="space-y-6">
      <h2 id={`${uid}-when`} className="text-2xl font-bold">
        2. When
      </h2>
      {!slot.request ? (
        <p className="rounded-xl border border-line bg-white p-5">
          Choose a service to see the days you can book.
        </p>
      ) : (
        <SlotPicker
          form={form}
          slot={slot}
          durationMinutes={service?.duration_minutes}
          shiftName={shiftName}
        />
      )}
    </section>
  );
}

import {
  BOOKING_SORT_LABELS,
  BOOKING_SORTS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingSort,
  type BookingStatus,
} from "@eldercare/contracts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { type BookingFilters, bookingsFiltered, type FilterErrors } from "../lib/filters.ts";

interface Props {
  value: BookingFilters;
  errors: FilterErrors;
  onChange: (next: BookingFilters) => void;
  onClear: () => void;
}

/** The booking list's filters: search (3 characters or more), status, the visit dates; and its order. */
export function BookingFilterBar({ value, errors, onChange, onClear }: Props) {
  const set = (patch: Partial<BookingFilters>) => onChange({ ...value, ...patch });
  return (
    <search
      aria-label="Filter service bookings"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start"
    >
      <TextField
        label="Search"
        type="search"
        hint="Member, phone, email, loved one or service."
        value={value.search}
        error={errors.search}
        onChange={(event) => set({ search: event.target.value })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectField
        label="Status"
        value={value.status}
        error={errors.status}
        onChange={(event) => set({ status: event.target.value as BookingStatus | "" })}
      >
        <option value="">All statuses</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {BOOKING_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Order"
        value={value.sort}
        onChange={(event) => set({ sort: event.target.value as BookingSort })}
      >
        {BOOKING_SORTS.map((s) => (
          <option key={s} value={s}>
            {BOOKING_SORT_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Visits from"
        type="date"
        value={value.dateFrom}
        error={errors.dateFrom}
        onChange={(event) => set({ dateFrom: event.target.value })}
      />
      <TextField
        label="Visits to"
        type="date"
        value={value.dateTo}
        error={errors.dateTo}
        onChange={(event) => set({ dateTo: event.target.value })}
      />
      <button
        type="button"
        className="btn btn-outline self-end sm:col-span-2 lg:col-span-1"
        disabled={!bookingsFiltered(value)}
        onClick={onClear}
      >
        Clear filters
      </button>
    </search>
  );
}

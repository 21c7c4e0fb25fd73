import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from "@eldercare/contracts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { EnquiryFilters, FieldErrors } from "../lib/content-filters.ts";
import { ClearFiltersButton } from "./list-filter-bar.tsx";

interface Props {
  value: EnquiryFilters;
  errors: FieldErrors;
  onChange: (next: EnquiryFilters) => void;
  onClear: () => void;
}

/** The enquiry list's filters: search (3 characters or more), status, callback day and the days received. */
export function EnquiryFilterBar({ value, errors, onChange, onClear }: Props) {
  const set = (patch: Partial<EnquiryFilters>) => onChange({ ...value, ...patch });
  const filtered = Object.values(value).some((v) => v !== "");
  return (
    <search
      aria-label="Filter enquiries"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-start"
    >
      <TextField
        label="Search"
        type="search"
        hint="Name, phone, email, message or reference (ENQ-42)."
        value={value.search}
        error={errors.search_string}
        onChange={(event) => set({ search: event.target.value })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectField
        label="Status"
        value={value.status}
        error={errors.status}
        onChange={(event) => set({ status: event.target.value as EnquiryStatus | "" })}
      >
        <option value="">All statuses</option>
        {ENQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ENQUIRY_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Callback day"
        type="date"
        value={value.callbackOn}
        error={errors.callback_on}
        onChange={(event) => set({ callbackOn: event.target.value })}
      />
      <TextField
        label="Received from"
        type="date"
        value={value.dateFrom}
        error={errors.date_from}
        onChange={(event) => set({ dateFrom: event.target.value })}
      />
      <TextField
        label="Received to"
        type="date"
        value={value.dateTo}
        error={errors.date_to}
        onChange={(event) => set({ dateTo: event.target.value })}
      />
      <ClearFiltersButton filtered={filtered} onClear={onClear} />
    </search>
  );
}

import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { type CompanionFilters, companionsFiltered, type YesNoAny } from "../lib/companion-filters.ts";
import type { FilterErrors } from "../lib/filters.ts";
import { IndiaCityOptions, useIndiaCityGroups } from "./india-city-options.tsx";

interface Props {
  value: CompanionFilters;
  errors: FilterErrors;
  onChange: (next: CompanionFilters) => void;
  onClear: () => void;
}

/** The companion list's filters: search (3 characters or more), city, active, and whether assignable. */
export function CompanionFilterBar({ value, errors, onChange, onClear }: Props) {
  const { groups } = useIndiaCityGroups();
  const set = (patch: Partial<CompanionFilters>) => onChange({ ...value, ...patch });
  return (
    <search
      aria-label="Filter companions"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
    >
      <TextField
        label="Search"
        type="search"
        hint="Name, phone, email or PIN code."
        value={value.search}
        error={errors.search}
        onChange={(event) => set({ search: event.target.value })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectField
        label="City"
        value={value.cityId}
        onChange={(event) => set({ cityId: event.target.value })}
      >
        <option value="">All cities</option>
        <IndiaCityOptions groups={groups} />
      </SelectField>
      <SelectField
        label="Active"
        value={value.active}
        onChange={(event) => set({ active: event.target.value as YesNoAny })}
      >
        <option value="">All</option>
        <option value="yes">Active</option>
        <option value="no">Inactive</option>
      </SelectField>
      <SelectField
        label="Can be sent"
        value={value.assignable}
        onChange={(event) => set({ assignable: event.target.value as YesNoAny })}
      >
        <option value="">All</option>
        <option value="yes">Can be sent on visits</option>
        <option value="no">Not yet assignable</option>
      </SelectField>
      <button
        type="button"
        className="btn btn-outline self-end sm:col-span-2 lg:col-span-1"
        disabled={!companionsFiltered(value)}
        onClick={onClear}
      >
        Clear filters
      </button>
    </search>
  );
}

import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@eldercare/contracts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { FilterErrors } from "../lib/filters.ts";
import { type StaffFilters, staffFiltered } from "../lib/staff-filters.ts";

interface Props {
  value: StaffFilters;
  errors: FilterErrors;
  onChange: (next: StaffFilters) => void;
  onClear: () => void;
}

/** The staff list's filters: search (3 characters or more), role and active. */
export function StaffFilterBar({ value, errors, onChange, onClear }: Props) {
  const set = (patch: Partial<StaffFilters>) => onChange({ ...value, ...patch });
  return (
    <search
      aria-label="Filter staff"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
    >
      <TextField
        label="Search"
        type="search"
        hint="Name, phone or email."
        value={value.search}
        error={errors.search}
        onChange={(event) => set({ search: event.target.value })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectField
        label="Role"
        value={value.role}
        onChange={(event) => set({ role: event.target.value as StaffFilters["role"] })}
      >
        <option value="">All roles</option>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Active"
        value={value.active}
        onChange={(event) => set({ active: event.target.value as StaffFilters["active"] })}
      >
        <option value="">All</option>
        <option value="yes">Active</option>
        <option value="no">Inactive</option>
      </SelectField>
      <button
        type="button"
        className="btn btn-outline self-end sm:col-span-2 lg:col-span-1"
        disabled={!staffFiltered(value)}
        onClick={onClear}
      >
        Clear filters
      </button>
    </search>
  );
}

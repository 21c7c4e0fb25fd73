import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@eldercare/contracts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import type { FilterErrors } from "../lib/filters.ts";
import { type StaffFilters, staffFiltered } from "../lib/staff-filters.ts";
import { ActiveFilterSelect } from "./active-filter-select.tsx";
import { ListFilterBar } from "./list-filter-bar.tsx";

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
    <ListFilterBar
      label="Filter staff"
      columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      search={{
        hint: "Name, phone or email.",
        value: value.search,
        error: errors.search,
        onChange: (search) => set({ search }),
      }}
      filtered={staffFiltered(value)}
      onClear={onClear}
    >
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
      <ActiveFilterSelect value={value.active} onChange={(active) => set({ active })} />
    </ListFilterBar>
  );
}

import { SelectField } from "../../../components/ui/select-field.tsx";
import { type CompanionFilters, companionsFiltered } from "../lib/companion-filters.ts";
import type { FilterErrors, YesNoAny } from "../lib/filters.ts";
import { ActiveFilterSelect } from "./active-filter-select.tsx";
import { IndiaCityOptions, useIndiaCityGroups } from "./india-city-options.tsx";
import { ListFilterBar } from "./list-filter-bar.tsx";

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
    <ListFilterBar
      label="Filter companions"
      columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      search={{
        hint: "Name, phone, email or PIN code.",
        value: value.search,
        error: errors.search,
        onChange: (search) => set({ search }),
      }}
      filtered={companionsFiltered(value)}
      onClear={onClear}
    >
      <SelectField
        label="City"
        value={value.cityId}
        onChange={(event) => set({ cityId: event.target.value })}
      >
        <option value="">All cities</option>
        <IndiaCityOptions groups={groups} />
      </SelectField>
      <ActiveFilterSelect value={value.active} onChange={(active) => set({ active })} />
      <SelectField
        label="Can be sent"
        value={value.assignable}
        onChange={(event) => set({ assignable: event.target.value as YesNoAny })}
      >
        <option value="">All</option>
        <option value="yes">Can be sent on visits</option>
        <option value="no">Not yet assignable</option>
      </SelectField>
    </ListFilterBar>
  );
}

import { MEMBER_SORT_LABELS, MEMBER_SORTS, type MemberSort } from "@eldercare/contracts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { FilterErrors } from "../lib/filters.ts";
import { type MemberFilters, membersFiltered } from "../lib/member-filters.ts";
import { ListFilterBar } from "./list-filter-bar.tsx";

interface Props {
  value: MemberFilters;
  errors: FilterErrors;
  onChange: (next: MemberFilters) => void;
  onClear: () => void;
}

/** The member list's filters: search (3 characters or more), order and the joining days. */
export function MemberFilterBar({ value, errors, onChange, onClear }: Props) {
  const set = (patch: Partial<MemberFilters>) => onChange({ ...value, ...patch });
  return (
    <ListFilterBar
      label="Filter members"
      columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      search={{
        hint: "Name, phone or email.",
        value: value.search,
        error: errors.search,
        onChange: (search) => set({ search }),
      }}
      filtered={membersFiltered(value)}
      onClear={onClear}
    >
      <SelectField
        label="Order"
        value={value.sort}
        onChange={(event) => set({ sort: event.target.value as MemberSort })}
        className="sm:col-span-2 lg:col-span-1"
      >
        {MEMBER_SORTS.map((s) => (
          <option key={s} value={s}>
            {MEMBER_SORT_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Joined from"
        type="date"
        value={value.joinedFrom}
        error={errors.dateFrom}
        onChange={(event) => set({ joinedFrom: event.target.value })}
      />
      <TextField
        label="Joined to"
        type="date"
        value={value.joinedTo}
        error={errors.dateTo}
        onChange={(event) => set({ joinedTo: event.target.value })}
      />
    </ListFilterBar>
  );
}

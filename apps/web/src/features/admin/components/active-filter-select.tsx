import { SelectField } from "../../../components/ui/select-field.tsx";
import type { YesNoAny } from "../lib/filters.ts";

/** A console list's Active filter: all, active only or inactive only. */
export function ActiveFilterSelect({
  value,
  onChange,
}: {
  value: YesNoAny;
  onChange: (next: YesNoAny) => void;
}) {
  return (
    <SelectField label="Active" value={value} onChange={(event) => onChange(event.target.value as YesNoAny)}>
      <option value="">All</option>
      <option value="yes">Active</option>
      <option value="no">Inactive</option>
    </SelectField>
  );
}

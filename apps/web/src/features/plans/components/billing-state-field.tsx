import { PAYMENT_MESSAGES } from "@eldercare/contracts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useCountries, useStates } from "../../../lib/places.ts";

interface Props {
  /** The chosen state's id; 0 until one is chosen. */
  value: number;
  onChange: (stateId: number) => void;
  error: string | undefined;
}

/**
 * The state of India an invoice is billed to, asked at payment when the profile has no address in
 * India (issue 25): it decides the place of supply, so the GST on the invoice.
 */
export function BillingStateField({ value, onChange, error }: Props) {
  const countries = useCountries();
  const states = useStates();
  const india = countries.data?.find((c) => c.country_code === "IN")?.country_id;
  const options = (states.data ?? [])
    .filter((s) => s.country_id === india)
    .sort((a, b) => a.state_name.localeCompare(b.state_name));
  return (
    <SelectField
      label={PAYMENT_MESSAGES.billingStateLabel}
      hint={PAYMENT_MESSAGES.billingStateHint}
      required
      error={error}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) || 0)}
    >
      <option value={0}>Choose your state</option>
      {options.map((s) => (
        <option key={s.state_id} value={s.state_id}>
          {s.state_name}
        </option>
      ))}
    </SelectField>
  );
}

import type { DialCode } from "@eldercare/contracts";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/**
 * A PhoneField's country-code picker bound to the form field that holds its code (decision 0068): the
 * number is checked again against the country it is now from, once something is typed.
 */
export function dialCodeProps<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  codeName: Path<Input>,
  phoneName: Path<Input>,
) {
  return {
    dialCode: form.watch(codeName) as DialCode,
    onDialCodeChange: (code: DialCode) => {
      form.setValue(codeName, code as PathValue<Input, Path<Input>>);
      if (form.getValues(phoneName)) void form.trigger(phoneName);
    },
  };
}

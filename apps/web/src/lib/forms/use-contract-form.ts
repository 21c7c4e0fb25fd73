import { useEffect } from "react";
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from "react-hook-form";

interface ContractFormOptions<Input extends FieldValues, Output> {
  /** A contractResolver over the form's schema (built from the contract's). */
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /**
   * When the rules speak. "onTouched" (the default): once a field is left, then on every change.
   * "onSubmit": all at once on the first submit, then on every change.
   */
  mode?: "onTouched" | "onSubmit";
  /** The field that takes focus when the form opens. */
  focus?: Path<Input>;
}

/**
 * The one way a form is set up: react-hook-form over a contract resolver, so every form checks the
 * server's rules and shows the server's words, one message per field.
 */
export function useContractForm<Input extends FieldValues, Output = Input>({
  resolver,
  defaultValues,
  mode = "onTouched",
  focus,
}: ContractFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, mode, reValidateMode: "onChange" });
  const { setFocus } = form;
  // This runs before a dialog's own autofocus, which then leaves focus where it is.
  useEffect(() => {
    if (focus) setFocus(focus);
  }, [focus, setFocus]);
  return form;
}

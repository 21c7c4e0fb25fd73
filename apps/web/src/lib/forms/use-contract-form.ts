import { useEffect, useRef } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { typedFirst } from "./typed-first.ts";

interface ContractFormOptions<Input extends FieldValues, Output> {
  /** A contractResolver over the form's schema (built from the contract's). */
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /**
   * When the rules speak. "onTouched" (the default): once a field typed in is left (a field passed over
   * says nothing until a submit), then on every change.
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
  const base = useForm<Input, unknown, Output>({ resolver, defaultValues, mode, reValidateMode: "onChange" });
  // Wrapped once: the form's methods are stable across renders, and so are the wrappers.
  const wrapped = useRef<UseFormReturn<Input, unknown, Output> | null>(null);
  wrapped.current ??= typedFirst(base);
  // formState is a fresh proxy each render; everything else is the first render's.
  const form = { ...wrapped.current, formState: base.formState };
  const { setFocus } = form;
  // This runs before a dialog's own autofocus, which then leaves focus where it is.
  useEffect(() => {
    if (focus) setFocus(focus);
  }, [focus, setFocus]);
  return form;
}

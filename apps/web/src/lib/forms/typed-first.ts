import type { FieldValues, UseFormRegister, UseFormReturn } from "react-hook-form";

/**
 * Errors speak once the person has typed in a field (and left it) or tried to submit (issue 25): a field
 * passed over on the way down the form says nothing yet. react-hook-form's "onTouched" validates on the
 * first blur, so the form's `register` (and its control's, which Controllers use) is wrapped: a blur
 * before any input in that field, and before a submit, is not passed on. Typing is any change event,
 * so a field typed in and cleared again still says it is required.
 */
export function typedFirst<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
): UseFormReturn<Input, unknown, Output> {
  const typed = new Set<string>();
  let submitted = false;
  const original = form.control.register;

  const register: UseFormRegister<Input> = (name, options) => {
    const props = original(name, options);
    return {
      ...props,
      onChange: (event) => {
        typed.add(name);
        return props.onChange(event);
      },
      onBlur: async (event) => {
        if (submitted || typed.has(name)) return props.onBlur(event);
      },
    };
  };
  // Controllers call control.register themselves; the control object is the form's own, made once.
  form.control.register = register;

  return {
    ...form,
    register,
    handleSubmit: (onValid, onInvalid) => (event) => {
      submitted = true;
      return form.handleSubmit(onValid, onInvalid)(event);
    },
    reset: (...args) => {
      typed.clear();
      submitted = false;
      form.reset(...args);
    },
  };
}

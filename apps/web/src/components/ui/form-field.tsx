import { type ComponentPropsWithRef, type ElementType, type ReactNode, useId } from "react";
import { describedBy, FieldError, INPUT, RequiredMark } from "./field-parts.tsx";

/** What a control needs to be labelled and described; spread onto the input, select or text area. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The frame of a field: its label, a line that describes it, and its message. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Adds "(required)" to the label. */
  required?: boolean | undefined;
  /** The contract's message for the value; it marks the control invalid and describes it. */
  error?: string | undefined;
  /** A line under the control that describes it (a format, a character count). */
  hint?: ReactNode;
  hintClassName?: string | undefined;
  /** Ids of other messages about this control (one shared by two fields), read between hint and error. */
  alsoDescribedBy?: ReadonlyArray<string | false | null | undefined> | undefined;
  /** Marks the control invalid when a message elsewhere (alsoDescribedBy) is about it. */
  invalid?: boolean | undefined;
  /** Classes of the field's wrapper (its place in the form's grid). */
  className?: string | undefined;
}

const FRAME_KEYS = [
  "label",
  "required",
  "error",
  "hint",
  "hintClassName",
  "alsoDescribedBy",
  "invalid",
  "className",
] as const satisfies ReadonlyArray<keyof FieldFrameProps>;

/** Splits a field component's props into the frame's and the control's own (name, value, ref, events…). */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const frame: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    ((FRAME_KEYS as readonly string[]).includes(key) ? frame : control)[key] = value;
  }
  return [frame as unknown as FieldFrameProps, control as Omit<P, keyof FieldFrameProps>];
}

/**
 * One field of a form, laid out the same everywhere: label, the control (rendered by `children` with
 * its id and aria attributes), the hint, then the message, which shows only when there is one.
 */
export function FormField({
  label,
  required,
  error,
  hint,
  hintClassName = "mt-1 text-base text-muted",
  alsoDescribedBy = [],
  invalid,
  className,
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hasHint = hint !== undefined && hint !== null;
  const control: ControlProps = {
    id,
    "aria-invalid": error || invalid ? true : undefined,
    "aria-describedby": describedBy(hasHint && `${id}-hint`, ...alsoDescribedBy, error && `${id}-error`),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(control)}
      {hasHint ? (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

type ControlTag = "input" | "textarea" | "select";

/** A field's props: the frame's, and the control element's own (name, value, ref, events, options…). */
export type ControlFieldProps<Tag extends ControlTag> = FieldFrameProps &
  Omit<ComponentPropsWithRef<Tag>, keyof FieldFrameProps | "id"> & {
    /** Classes added to the control's own. */
    inputClassName?: string;
  };

/**
 * Makes a field component around one kind of control: it takes react-hook-form's `register(…)` as
 * is, and lays itself out with FormField.
 */
export function controlField<Tag extends ControlTag>(tag: Tag, defaults?: ComponentPropsWithRef<Tag>) {
  const Control = tag as ElementType;
  return function ControlField(props: ControlFieldProps<Tag>) {
    const [frame, { inputClassName = "", ...control }] = splitFieldProps(props);
    return (
      <FormField {...frame}>
        {(aria) => (
          <Control {...defaults} {...control} {...aria} className={`${INPUT} mt-1.5 ${inputClassName}`} />
        )}
      </FormField>
    );
  };
}

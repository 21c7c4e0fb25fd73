import { type ControlFieldProps, controlField } from "./form-field.tsx";

export type TextFieldProps = ControlFieldProps<"input">;

/** A labelled one-line input with its hint and message. */
export const TextField = controlField("input", { type: "text" });

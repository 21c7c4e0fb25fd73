import { controlField } from "./form-field.tsx";

/** A labelled drop-down list; its children are the options. */
export const SelectField = controlField("select");

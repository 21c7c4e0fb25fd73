import { controlField } from "./form-field.tsx";

/** A labelled multi-line input; the hint under it is the place for a character count. */
export const TextAreaField = controlField("textarea");

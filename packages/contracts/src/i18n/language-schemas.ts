import { z } from "zod";
import { APP_LANGUAGES, LANGUAGE_MESSAGES } from "./languages.ts";

/** companion/setlanguage/: the signed-in companion's own language; nothing else. */
export const setLanguageRequestSchema = z.strictObject({
  language: z.enum(APP_LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }),
});
export type SetLanguageRequest = z.input<typeof setLanguageRequestSchema>;
export const setLanguageResponseSchema = z.object({ language: z.enum(APP_LANGUAGES), Message: z.string() });

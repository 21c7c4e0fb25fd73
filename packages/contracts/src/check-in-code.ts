import { z } from "zod";
import { CHECK_IN_CODE_MESSAGES } from "./check-in-code-words.ts";
import { positiveIdSchema } from "./validation/fields.ts";

/*
 * The check-in code that proves presence (issue 46, decision 0093): each loved one has one, printed as a QR
 * code with its typed form on the family's emergency card print-out. A companion at the door scans it (or
 * types it when the camera fails) and sends it with the check-in; the team can rotate it, and the old one
 * stops working at once. A wrong or old code is refused; a check-in without one is never refused (flagged).
 */

/** A code sent with a check-in (compared after normalizeCheckInCode; never stored as sent). */
export const checkInCodeFieldSchema = z
  .string({ error: CHECK_IN_CODE_MESSAGES.codeInvalid })
  .trim()
  .min(1, CHECK_IN_CODE_MESSAGES.codeInvalid)
  .max(32, CHECK_IN_CODE_MESSAGES.codeInvalid);

/** admin/rotatecheckincode/: the loved one whose code the team replaces. */
export const rotateCheckInCodeRequestSchema = z.strictObject({
  loved_one_id: positiveIdSchema("loved_one_id is required"),
});
export type RotateCheckInCodeRequest = z.input<typeof rotateCheckInCodeRequestSchema>;
/** The team never sees the code itself: only that it was replaced, and when. */
export const rotateCheckInCodeResponseSchema = z.object({
  loved_one_id: z.number().int(),
  rotated_at: z.string(),
  Message: z.string(),
});

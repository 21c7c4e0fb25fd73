import { z } from "zod";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/**
 * "My town is not listed" (issue 25): a member whose loved one lives in a town we do not serve yet says
 * which, and the team receives it as an enquiry (with the town and its state) instead of a dead end.
 */
export const TOWN_REQUEST_MESSAGES = {
  /** The link under the city choice. */
  link: "My town is not listed",
  townRequired: "Please type the name of the town",
  townMax: "Town cannot exceed 60 characters",
  stateRequired: "Please choose the state first",
  stateNotInIndia: "Please choose a state or union territory of India.",
  /** How the team's console and email name the place. */
  place: (town: string, state: string) => `${town} (not served yet), ${state}`,
  /** The enquiry's message, as the team reads it. */
  teamMessage: (town: string, state: string) =>
    `Please serve ${town}, ${state}: my loved one lives there, and the town is not on your list.`,
  noted: (town: string, state: string) =>
    `Thank you. We have noted ${town}, ${state}, and our team will write to you about care there.`,
} as const;

/** users/requesttown/: the member (their own id, as every member call), the town and its Indian state. */
export const townRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  state_id: positiveIdSchema(TOWN_REQUEST_MESSAGES.stateRequired),
  town: plainText(
    z
      .string({ error: TOWN_REQUEST_MESSAGES.townRequired })
      .trim()
      .min(2, TOWN_REQUEST_MESSAGES.townRequired)
      .max(60, TOWN_REQUEST_MESSAGES.townMax),
    "Town",
  ),
});
export type TownRequest = z.infer<typeof townRequestSchema>;

export const townRequestResponseSchema = z.object({
  /** The enquiry's reference (ENQ-42), as the team sees it. */
  enquiry_reference: z.string(),
  Message: z.string(),
});

import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";

/*
 * The name of someone to call (the loved one's contact on site, an emergency contact: issue 42). Families
 * write "Rina Das (housekeeper)", "Dr. S. K. Roy", "D'Souza", "Anjali Sen-Gupta", or a name in Bengali or
 * Hindi script: kept as typed. A character no name needs is refused with its reason, never removed.
 */

/** Letters of any script (with their accents and vowel signs), spaces and . , ' ’ - ( ) / */
const CONTACT_NAME_PATTERN = /^[\p{L}\p{M} .,'’()/-]+$/u;

/** What a contact's name may hold, said when it holds something else. */
export const CONTACT_NAME_CHARACTERS_MESSAGE =
  "A contact's name can have letters, spaces and . , ' - ( ) / only";

/** A contact's name rules in the order a person fixes them: empty, blank, characters, length. */
export function checkContactName(value: string, requiredMessage: string = M.nameRequired): string | null {
  const name = value.trim();
  if (value.length === 0) return requiredMessage;
  if (name.length === 0) return M.nameOnlySpaces;
  if (!CONTACT_NAME_PATTERN.test(name) || !/\p{L}/u.test(name)) return CONTACT_NAME_CHARACTERS_MESSAGE;
  if ([...name].length < NAME_MIN_LENGTH) return M.nameMin;
  if ([...name].length > NAME_MAX_LENGTH) return M.nameMax;
  return null;
}

/** The name as kept: as typed, without spaces at its ends or runs of spaces inside. */
export const tidyContactName = (value: string) => value.trim().replace(/\s{2,}/g, " ");

import { VISIT_PHOTO_MAX_BYTES, VISIT_PHOTO_TYPES, VISIT_REPORT_MESSAGES } from "@eldercare/contracts";

/** What the file input offers: the photo types the server takes (it checks the bytes, not the name). */
export const PHOTO_ACCEPT = VISIT_PHOTO_TYPES.join(",");

/**
 * Why a chosen photo cannot be sent, in the contract's words, before a byte is uploaded: empty, not a
 * JPEG, PNG or WebP (by its declared type: the server judges the content), or over 5 MB. None: it may go.
 */
export function photoFileProblem(file: Pick<File, "size" | "type">): string | undefined {
  if (file.size === 0) return VISIT_REPORT_MESSAGES.photoEmpty;
  if (!(VISIT_PHOTO_TYPES as readonly string[]).includes(file.type))
    return VISIT_REPORT_MESSAGES.photoWrongType;
  if (file.size > VISIT_PHOTO_MAX_BYTES) return VISIT_REPORT_MESSAGES.photoTooLarge;
  return undefined;
}

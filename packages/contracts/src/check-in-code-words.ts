/*
 * The check-in code's letters, words and formatting, apart from its schemas: the companion's app shows them
 * before the schemas load (docs/decisions/0064, 0096).
 */

/** The code's letters: no 0/O or 1/I, so a code read off paper is typed right. 32 letters, 5 bits each. */
export const CHECK_IN_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Letters in a code: 8 × 5 bits = 40 bits, about a trillion codes. */
export const CHECK_IN_CODE_LENGTH = 8;

/** A code as typed or scanned, compared: upper case, without spaces or dashes ("abcd-efgh" → "ABCDEFGH"). */
export function normalizeCheckInCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s\-‐‑–—]/g, "");
}

/** A stored code as printed and shown: two groups of four ("ABCD-EFGH"). */
export function formatCheckInCode(code: string): string {
  const plain = normalizeCheckInCode(code);
  return plain.length === CHECK_IN_CODE_LENGTH ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}

export const CHECK_IN_CODE_MESSAGES = {
  /** A code that is not the visit's loved one's current one (wrong, or rotated since it was printed). */
  wrongCode: "This QR code is not this loved one's. Ask the family for the card, or check in without it.",
  codeInvalid: "The check-in code is not valid.",
  rotated:
    "A new check-in code was made. The old one no longer works: ask the family to print the card again.",
  lovedOneNotFound: "Loved one not found.",
} as const;

/** The words around the code: the family's card, the console, the companion's proof. */
export const CHECK_IN_CODE_TEXT = {
  /** On the card, above the QR code. */
  heading: "Check-in code",
  /** On the card, the one line saying what it is for. */
  purpose: "Companions scan this at the door to show they arrived.",
  /** On the card, beneath the typed form. */
  typedHint: "If the camera does not work, the companion can type this code.",
  qrLabel: (code: string) => `QR code of the check-in code ${code}`,
  // The console.
  rotate: "New check-in code",
  rotateTitle: (name: string) => `New check-in code for ${name}`,
  rotateHint:
    "The code on the printed emergency card stops working at once. The family must print the card again, and companions check in without a QR code until they do.",
  rotating: "Making a new check-in code…",
  rotatedAt: (when: string) => `Check-in code made ${when}`,
} as const;

/** The companion's app around the code (its `qr` group in every language). */
export const COMPANION_QR_TEXT = {
  scan: "Scan the QR code",
  scanHint:
    "If you are far from the address or not sharing location, scan the family's card to show you arrived.",
  title: "Scan the QR code on the emergency card",
  pointCamera: "Point the camera at the QR code on the family's emergency card.",
  noCamera: "This phone cannot scan here. Type the code printed under the QR code instead.",
  cameraBlocked: "The camera could not be opened. Type the code printed under the QR code instead.",
  typeLabel: "Or type the code on the card",
  typeHint: "8 letters and numbers, for example ABCD-EFGH.",
  codeRequired: "Type the 8 letters and numbers printed under the QR code.",
  scanned: "Code read from the card: {{code}}",
  checkInWithCode: "Check in with this code",
  cancel: "Cancel",
  wrongCode: CHECK_IN_CODE_MESSAGES.wrongCode,
} as const;

/**
 * Pure rules of the one-time-code boxes (one digit per box). The component only wires these to
 * events, so each rule is unit-tested on its own.
 */

export interface DigitsChange {
  digits: string[];
  /** The box that should have focus afterwards. */
  focus: number;
}

export function emptyDigits(length: number): string[] {
  return Array.from({ length }, () => "");
}

export function isComplete(digits: readonly string[]): boolean {
  return digits.every((d) => /^\d$/.test(d));
}

function onlyDigits(raw: string): string {
  return raw.replace(/\D/g, "");
}

/**
 * Text arriving in box `index` (typed, pasted or autofilled). One digit fills the box and moves on;
 * a box that already held a digit keeps only the newly typed one; several digits spread from this box
 * onwards, or from the first box when they make a whole code; anything else is ignored.
 */
export function applyInput(digits: readonly string[], index: number, raw: string): DigitsChange {
  const length = digits.length;
  const next = [...digits];
  const clean = onlyDigits(raw);
  if (clean.length === 0) {
    // Non-digits are dropped; an emptied box (e.g. select-and-delete) is cleared.
    if (raw.length === 0) next[index] = "";
    return { digits: next, focus: index };
  }
  let incoming = clean;
  const old = digits[index] ?? "";
  if (clean.length === 2 && old !== "" && clean.includes(old)) {
    // Typing over a filled box: the browser gives old + new (or new + old); keep the new digit.
    incoming = clean[0] === old ? clean.slice(1) : clean.slice(0, 1);
  }
  if (incoming.length === 1) {
    next[index] = incoming;
    return { digits: next, focus: Math.min(index + 1, length - 1) };
  }
  return distribute(digits, incoming.length >= length ? 0 : index, incoming);
}

/** Spreads `text`'s digits over the boxes from `start`; focus lands after the last one filled. */
export function distribute(digits: readonly string[], start: number, text: string): DigitsChange {
  const length = digits.length;
  const next = [...digits];
  const clean = onlyDigits(text);
  const from = clean.length >= length ? 0 : start;
  const chars = clean.slice(0, length - from).split("");
  chars.forEach((c, i) => {
    next[from + i] = c;
  });
  return { digits: next, focus: Math.min(from + chars.length, length - 1) };
}

/** Backspace: clears this box, or when it is already empty, the previous box (and moves there). */
export function applyBackspace(digits: readonly string[], index: number): DigitsChange {
  const next = [...digits];
  if (next[index]) {
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: next, focus: 0 };
  next[index - 1] = "";
  return { digits: next, focus: index - 1 };
}

/** Arrow keys, Home and End move between boxes; other keys return null (not handled). */
export function focusForKey(key: string, index: number, length: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return Math.max(index - 1, 0);
    case "ArrowRight":
      return Math.min(index + 1, length - 1);
    case "Home":
      return 0;
    case "End":
      return length - 1;
    default:
      return null;
  }
}

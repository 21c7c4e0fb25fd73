/**
 * What an erased member's personal data is replaced with (docs/decisions/0021). The placeholders can
 * never be typed into a form (not 10 digits, no domain with a dot), so no login, code or registration
 * ever matches them, and each carries the row id so they never collide on the unique indexes.
 */
export const ERASED_NAME = "Erased member";
export const ERASED_TEXT = "(erased at the person's request)";
export const erasedPhone = (id: number) => `erased-${id}`;
export const erasedEmail = (id: number) => `erased-${id}@invalid`;

/** Companions in Kolkata in every test database (test/harness.ts): the places of a Kolkata shift. */
export const TEST_KOLKATA_ROSTER = 30;

/** The tests' families mostly live in Kolkata: enough companions there for a file's bookings to share. */
export const TEST_ROSTER = { Kolkata: TEST_KOLKATA_ROSTER };

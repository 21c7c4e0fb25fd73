/*
 * The appointment's words (a doctor's visit), apart from the booking schemas: the companion's app shows
 * them before the schemas load (docs/decisions/0064, 0096).
 */

/** The words of the appointment's fields and of where it is shown. */
export const APPOINTMENT_TEXT = {
  legend: "The appointment (optional)",
  hint: "If you know them, these help the companion find the right place and be on time.",
  doctorName: "Doctor's name",
  clinicName: "Hospital or clinic",
  time: "Appointment time",
  timeHint: "India time, on the day of the visit.",
  noTime: "Not known yet",
  heading: "Appointment",
  /** "Dr Rao, Apollo, at 10:30 AM (India time)": who and where as the family typed them, then when. */
  whoAt: (who: string, time: string) => `${who}, at ${time} (India time)`,
  /** Only the time known: "At 10:30 AM (India time)". */
  atTime: (time: string) => `At ${time} (India time)`,
} as const;

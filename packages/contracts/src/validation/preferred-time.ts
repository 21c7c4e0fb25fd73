import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "../messages.ts";

export type Meridiem = "AM" | "PM";

/** Spec §5: 12 AM maps to 0, PM adds 12 except 12 PM. */
export function to24Hour(hour: number, meridiem: Meridiem): number {
  if (!Number.isInteger(hour) || hour < 1 || hour > 12) throw new RangeError(M.preferredTimeInvalid);
  if (meridiem === "AM") return hour === 12 ? 0 : hour;
  return hour === 12 ? 12 : hour + 12;
}

/** The wire form of a preferred callback time: HH:00:00. */
export function toPreferredTime(hour: number, meridiem: Meridiem): string {
  return `${String(to24Hour(hour, meridiem)).padStart(2, "0")}:00:00`;
}

export const preferredTimeSchema = z
  .string({ error: M.preferredTimeInvalid })
  .regex(/^([01]\d|2[0-3]):00:00$/, M.preferredTimeInvalid);

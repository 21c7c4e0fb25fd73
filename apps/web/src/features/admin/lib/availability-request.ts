import {
  type AdminCompanionDetail,
  COMPANION_MESSAGES,
  type CompanionLeave,
  leaveSchema,
  type SetCompanionAvailabilityRequest,
  SHIFT_TYPES,
  type ShiftType,
  setCompanionAvailabilityRequestSchema,
  WEEKDAYS,
  type Weekday,
  type WeeklyShift,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { COMPANION_TEXT } from "./companion-text.ts";

/** The availability form: the contract's request itself (the weekly pattern and the leave, replaced together). */
export interface AvailabilityValues {
  companion_id: number;
  weekly: WeeklyShift[];
  leave: { from: string; to: string; note: string }[];
}

export const availabilityResolver = contractResolver<AvailabilityValues, SetCompanionAvailabilityRequest>(
  setCompanionAvailabilityRequestSchema as unknown as z.ZodType<
    SetCompanionAvailabilityRequest,
    AvailabilityValues
  >,
);

/** The form over a companion's saved pattern and leave. */
export function availabilityValues(
  c: Pick<AdminCompanionDetail, "companion_id" | "weekly" | "leave">,
): AvailabilityValues {
  return {
    companion_id: c.companion_id,
    weekly: sortShifts(c.weekly),
    leave: sortLeave(c.leave.map((l) => ({ from: l.from, to: l.to, note: l.note }))),
  };
}

/** Monday first, each day's shifts in order. */
export function sortShifts(weekly: readonly WeeklyShift[]): WeeklyShift[] {
  return [...weekly].sort((a, b) => a.weekday - b.weekday || a.shift_type - b.shift_type);
}

/** Earliest leave first. */
export function sortLeave<L extends { from: string; to: string }>(leave: readonly L[]): L[] {
  return [...leave].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

export const hasShift = (weekly: readonly WeeklyShift[], weekday: Weekday, shift: ShiftType) =>
  weekly.some((s) => s.weekday === weekday && s.shift_type === shift);

/** The pattern with one weekday and shift turned on or off. */
export function toggleShift(
  weekly: readonly WeeklyShift[],
  weekday: Weekday,
  shift: ShiftType,
): WeeklyShift[] {
  return hasShift(weekly, weekday, shift)
    ? weekly.filter((s) => !(s.weekday === weekday && s.shift_type === shift))
    : sortShifts([...weekly, { weekday, shift_type: shift }]);
}

/** Every weekday, every shift. */
export const EVERY_SHIFT: WeeklyShift[] = WEEKDAYS.flatMap((weekday) =>
  SHIFT_TYPES.map((shift_type) => ({ weekday, shift_type })),
);

/** The "add leave" fields: the contract's leave with the two days required first, in plain words. */
export interface LeaveValues {
  from: string;
  to: string;
  note: string;
}
export const EMPTY_LEAVE: LeaveValues = { from: "", to: "", note: "" };

const leaveShape = leaveSchema.shape;
export const leaveFormSchema = z
  .object({
    from: z.string().min(1, COMPANION_TEXT.leaveFromRequired).pipe(leaveShape.from),
    to: z.string().min(1, COMPANION_TEXT.leaveToRequired).pipe(leaveShape.to),
    note: leaveShape.note,
  })
  .refine((l) => l.from <= l.to, { message: COMPANION_MESSAGES.leaveOrder, path: ["to"] });

export const leaveResolver = contractResolver<LeaveValues, CompanionLeave>(
  leaveFormSchema as unknown as z.ZodType<CompanionLeave, LeaveValues>,
);

/** The shift's name and its hours apart: "Morning (7 AM – 1 PM)" → ["Morning", "7 AM – 1 PM"]. */
export function shiftNameParts(name: string): { name: string; hours: string } {
  const m = /^(.*?)\s*\((.*)\)$/.exec(name);
  return m?.[1] && m[2] ? { name: m[1], hours: m[2] } : { name, hours: "" };
}

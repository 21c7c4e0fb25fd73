import {
  type AdminBooking,
  ASSIGNMENT_MESSAGES,
  type AssignCompanionRequest,
  assignCompanionRequestSchema,
  type CompanionSuggestion,
} from "@eldercare/contracts";
import { z } from "zod";

/**
 * The companion dialog's form (issue 26): which companion, and in change mode why. "confirm" assigns and
 * confirms a requested booking in one step; "change" replaces the companion of a confirmed visit, and
 * needs the reason the family is told.
 */
export type AssignMode = "confirm" | "change";

/** The radio buttons hold the companion's id as text; "" until one is chosen. */
export interface AssignForm {
  companion_id: string;
  reason: string;
  /** A care schedule's visit: make the companion its regular one (decision 0081). */
  make_regular?: boolean;
}

/** The form's rules: the contract's request schema for each field, then what this mode adds. */
export function assignFormSchema(mode: AssignMode, currentId: number | null) {
  return z
    .object({ companion_id: z.string(), reason: z.string(), make_regular: z.boolean().optional() })
    .superRefine((v, ctx) => {
      const problems = new Map<"companion_id" | "reason", string>();
      const parsed = assignCompanionRequestSchema.safeParse(toAssignRequest(1, mode, v));
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "companion_id" || field === "reason") && !problems.has(field)) {
          problems.set(field, issue.message);
        }
      }
      if (mode === "change" && !problems.has("companion_id") && Number(v.companion_id) === currentId) {
        problems.set("companion_id", ASSIGNMENT_MESSAGES.sameCompanion);
      }
      if (mode === "change" && !problems.has("reason") && !v.reason.trim()) {
        problems.set("reason", ASSIGNMENT_MESSAGES.reasonRequired);
      }
      for (const [field, message] of problems) ctx.addIssue({ code: "custom", path: [field], message });
    });
}

/** The request admin/assigncompanion/ gets: confirm mode confirms too; change mode sends the reason. */
export function toAssignRequest(bookingId: number, mode: AssignMode, v: AssignForm): AssignCompanionRequest {
  return {
    booking_id: bookingId,
    companion_id: v.companion_id ? Number(v.companion_id) : 0,
    ...(mode === "confirm" ? { confirm: true } : { reason: v.reason.trim() }),
    ...(v.make_regular ? { make_regular: true } : {}),
  };
}

/**
 * Who the dialog starts on: in confirm mode the best suited, the first of the list the dialog heads "Best
 * suited first" (never the companion merely held at booking when the family prefers another: issue 42);
 * in change mode nobody (a change).
 */
export function initialChoice(mode: AssignMode, suggestions: readonly CompanionSuggestion[]): string {
  if (mode === "change") return "";
  const best = suggestions[0];
  return best ? String(best.companion_id) : "";
}

/**
 * Whether the console offers "Change companion": the server's word (a confirmed visit not started, or a
 * late one nobody has checked in to while its shift lasts).
 */
export function canChangeCompanion(b: AdminBooking): boolean {
  return b.can_change_companion;
}

import {
  type BookingAction,
  closeIncidentRequestSchema,
  decideRescheduleRequestSchema,
  takeActionRequestSchema,
} from "@eldercare/contracts";
import { z } from "zod";

function firstIssue(result: z.ZodSafeParseResult<unknown>, field: string): string | undefined {
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** The contract's message for an action's remarks (required to reject or cancel), or none. */
export function remarksProblem(action: BookingAction, remarks: string): string | undefined {
  return firstIssue(takeActionRequestSchema.safeParse({ booking_id: 1, action, remarks }), "remarks");
}

/** The contract's message for a reschedule decision's note (required to decline), or none. */
export function noteProblem(decision: "approve" | "decline", note: string): string | undefined {
  return firstIssue(decideRescheduleRequestSchema.safeParse({ request_id: 1, decision, note }), "note");
}

/** The contract's message for an incident's resolution (required), or none. */
export function resolutionProblem(resolution: string): string | undefined {
  return firstIssue(closeIncidentRequestSchema.safeParse({ incident_id: 1, resolution }), "resolution");
}

/** The reason dialog's schema: one text, checked by the contract rule the caller passes. */
export function reasonSchema(problem: (reason: string) => string | undefined) {
  return z.object({ reason: z.string() }).superRefine((v, ctx) => {
    const message = problem(v.reason);
    if (message) ctx.addIssue({ code: "custom", path: ["reason"], message });
  });
}

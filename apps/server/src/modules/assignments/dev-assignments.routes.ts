import { ADMIN_MESSAGES, errorEnvelope, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { localOnly } from "../../http/local-only.ts";
import type { AssignableBookings } from "../bookings/assignable-bookings.service.ts";

const bodySchema = z.strictObject({ booking_id: z.number().int().positive().max(2_147_483_647) });

/**
 * Development and test only (never in production, only from this machine): POST /dev/sandbox/visit-unassigned
 * { booking_id } takes the companion off a requested visit, as if it was booked when nobody was free, so the
 * auto-scheduler and the board's open visits can be tried (and tested in a browser).
 */
export function devAssignmentRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, "db" | "now"> & { bookings: Pick<AssignableBookings, "releaseRequested"> },
) {
  app.post(
    "/dev/sandbox/visit-unassigned",
    { schema: { hide: true }, preHandler: localOnly },
    async (request, reply) => {
      const parsed = bodySchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .status(400)
          .send(errorEnvelope("Business_Errors", [{ Code: "BE001", Message: "booking_id is required" }]));
      }
      if (!(await deps.bookings.releaseRequested(deps.db, parsed.data.booking_id, deps.now()))) {
        return reply
          .status(404)
          .send(
            errorEnvelope("Business_Errors", [{ Code: "BE004", Message: ADMIN_MESSAGES.bookingNotFound }]),
          );
      }
      return okEnvelope({ unassigned: parsed.data.booking_id });
    },
  );
}

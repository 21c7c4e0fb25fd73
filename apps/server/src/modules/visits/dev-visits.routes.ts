import { ADMIN_MESSAGES, errorEnvelope, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { localOnly } from "../../http/local-only.ts";
import type { DevVisits } from "./dev-visits.service.ts";

const bodySchema = z.strictObject({
  booking_id: z.number().int().positive().max(2_147_483_647),
  /** A start long enough ago for the visit to be late (no check-in LATE_CHECKIN_MINUTES after it). */
  late: z.boolean().optional(),
});

/**
 * Development and test only (never in production, only from this machine): POST /dev/sandbox/visit-started
 * { booking_id, late? } moves a booked visit to the latest start of its shift that has begun (with `late`, begun
 * more than LATE_CHECKIN_MINUTES ago), so checking in, completing, and a late visit can be tried (and tested in
 * a browser) without waiting for a real visit time.
 */
export function devVisitRoutes(app: FastifyInstance, visits: DevVisits) {
  app.post(
    "/dev/sandbox/visit-started",
    { schema: { hide: true }, preHandler: localOnly },
    async (request, reply) => {
      const parsed = bodySchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .status(400)
          .send(errorEnvelope("Business_Errors", [{ Code: "BE001", Message: "booking_id is required" }]));
      }
      const result = await visits.markStarted(parsed.data.booking_id, parsed.data.late);
      if (result === "missing") {
        return reply
          .status(404)
          .send(
            errorEnvelope("Business_Errors", [{ Code: "BE004", Message: ADMIN_MESSAGES.bookingNotFound }]),
          );
      }
      if (result === "busy") {
        const busy = "Its companion or its loved one has another visit in that shift today and yesterday.";
        return reply.status(409).send(errorEnvelope("Business_Errors", [{ Code: "BE010", Message: busy }]));
      }
      return okEnvelope({ started: parsed.data.booking_id });
    },
  );
}

import { errorEnvelope, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import type { SandboxGateway } from "../integrations/payments/sandbox-gateway.ts";
import { localOnly } from "../lib/local-only.ts";
import { findUserByEmail, findUserByPhone } from "../modules/members/users.repo.ts";

const bodySchema = z.union([
  z.strictObject({ phone: z.string().regex(/^\d{10}$/) }),
  z.strictObject({ email: z.string().email() }),
]);

/**
 * Development only (never in production): POST /dev/sandbox/decline-next { phone } or { email } makes
 * the sandbox gateway decline that member's next payment, to try the failure path by hand or in tests.
 */
export async function devSandboxPlugin(app: FastifyInstance, opts: { db: Db; gateway: SandboxGateway }) {
  app.post(
    "/dev/sandbox/decline-next",
    { schema: { hide: true }, preHandler: localOnly },
    async (request, reply) => {
      const parsed = bodySchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .status(400)
          .send(
            errorEnvelope("Business_Errors", [{ Code: "BE001", Message: "Send { phone } or { email }." }]),
          );
      }
      const body = parsed.data;
      const user =
        "phone" in body
          ? await findUserByPhone(opts.db, body.phone)
          : await findUserByEmail(opts.db, body.email.toLowerCase());
      if (!user) {
        return reply
          .status(404)
          .send(
            errorEnvelope("Business_Errors", [{ Code: "BE004", Message: "No member with these details." }]),
          );
      }
      opts.gateway.failNextFor(user.id);
      return okEnvelope({ declines_next_payment_of: user.id });
    },
  );
}

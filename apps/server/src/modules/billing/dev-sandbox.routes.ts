import { errorEnvelope, okEnvelope, PAYMENT_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { localOnly } from "../../http/local-only.ts";
import type { DevSandbox } from "./dev-sandbox.service.ts";

const bodySchema = z.union([
  z.strictObject({ phone: z.string().regex(/^\d{10}$/) }),
  z.strictObject({ email: z.string().email() }),
]);

/**
 * Development only (never in production): POST /dev/sandbox/decline-next { phone } or { email } makes
 * the sandbox gateway decline that member's next payment; GET /dev/sandbox/paylink/:linkId is the sandbox's
 * page for a renewal's payment link: opening it pays the link, then goes to the member's Plan tab.
 */
export function devSandboxRoutes(app: FastifyInstance, sandbox: DevSandbox) {
  app.post(
    "/dev/sandbox/decline-next",
    { schema: { hide: true }, preHandler: localOnly },
    async (request, reply) => {
      const parsed = bodySchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .status(400)
          .send(
            errorEnvelope("Business_Errors", [
              { Code: "BE001", Message: PAYMENT_MESSAGES.sandboxBodyInvalid },
            ]),
          );
      }
      const userId = await sandbox.declineNext(parsed.data);
      if (userId === null) {
        return reply
          .status(404)
          .send(
            errorEnvelope("Business_Errors", [
              { Code: "BE004", Message: PAYMENT_MESSAGES.sandboxMemberUnknown },
            ]),
          );
      }
      return okEnvelope({ declines_next_payment_of: userId });
    },
  );

  app.get<{ Params: { linkId: string } }>(
    "/dev/sandbox/paylink/:linkId",
    { schema: { hide: true }, preHandler: localOnly },
    async (request, reply) => {
      if (!(await sandbox.payLink(request.params.linkId))) {
        return reply
          .status(404)
          .send(
            errorEnvelope("Business_Errors", [
              { Code: "BE004", Message: PAYMENT_MESSAGES.sandboxLinkUnknown },
            ]),
          );
      }
      return reply.redirect("/user/profile?tab=plan", 303);
    },
  );
}

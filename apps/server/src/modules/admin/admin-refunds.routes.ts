import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminRefunds } from "./admin-refunds.service.ts";

/** The console's plan cancellations and refunds (admin sessions only). */
export function adminRefundRoutes(app: FastifyInstance, refunds: AdminRefunds) {
  registerRoute(app, API.adminGetAllRefunds, async (body) => ({ data: await refunds.list(body) }));
  registerRoute(app, API.adminDecideCancellation, async (body, req) => ({
    data: await refunds.decide(callerOf(req).userId, body),
  }));
  registerRoute(app, API.adminRefundPayment, async (body, req) => ({
    data: await refunds.refundPayment(callerOf(req).userId, body.payment_id),
  }));
}

import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerRoute } from "../../http/route.ts";
import { toSubscriptionPlan } from "./plan-amounts.ts";
import { listActivePlans } from "./plans.repo.ts";

export async function billingRoutes(app: FastifyInstance, opts: { db: Db }) {
  registerRoute(app, API.fetchSubscriptionPlans, async () => {
    const rows = await listActivePlans(opts.db);
    return { data: { plans: rows.map(toSubscriptionPlan) } };
  });
}

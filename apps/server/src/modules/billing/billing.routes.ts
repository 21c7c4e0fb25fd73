import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerRoute } from "../../http/route.ts";
import { cached } from "../../lib/cached.ts";
import { toSubscriptionPlan } from "./plan-amounts.ts";
import { listActivePlans } from "./plans.repo.ts";

export async function billingRoutes(app: FastifyInstance, opts: { db: Db; cacheTtlMs: number }) {
  const plans = cached(opts.cacheTtlMs, async () => (await listActivePlans(opts.db)).map(toSubscriptionPlan));
  registerRoute(app, API.fetchSubscriptionPlans, async () => ({ data: { plans: await plans.get() } }));
}

import { API, type Relationship, USER_TYPE } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { registerRoute } from "../../http/route.ts";
import { listMemberSubscriptionSummaries } from "../billing/payment-history.ts";
import { findProfile } from "./profile.repo.ts";
import { type RegistrationDeps, registerMember } from "./registration.service.ts";

export async function memberRoutes(app: FastifyInstance, deps: RegistrationDeps & { now: () => Date }) {
  registerRoute(app, API.register, async (body) => registerMember(deps, body));

  // The route guard has already checked that body.user_id is the caller's own.
  registerRoute(app, API.getProfile, async (body) => {
    const profile = await findProfile(deps.db, body.user_id, USER_TYPE.user);
    if (!profile) throw new AppError("BE004");
    return {
      data: {
        ...profile,
        user_relation: profile.user_relation as Relationship[],
        id_type: profile.id_type ?? 0,
        id_no_masked: profile.id_no_masked ?? "",
        subscriptions: await listMemberSubscriptionSummaries(deps.db, body.user_id, deps.now()),
      },
    };
  });
}

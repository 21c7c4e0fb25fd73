import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { EmergencyCards } from "./emergency-cards.service.ts";
import type { LovedOnes } from "./loved-ones.service.ts";

/** The route guard has already checked that body.user_id is the caller's own. */
export function lovedOneRoutes(app: FastifyInstance, lovedOnes: LovedOnes, cards: EmergencyCards) {
  registerRoute(app, API.getLovedOnes, async (body) => ({
    data: { loved_ones: await lovedOnes.list(body.user_id) },
  }));
  registerRoute(app, API.saveLovedOne, async (body) => ({ data: await lovedOnes.save(body.user_id, body) }));
  registerRoute(app, API.removeLovedOne, async (body) => ({
    data: await lovedOnes.remove(body.user_id, body.loved_one_id),
  }));
  // The emergency card: no user_id in the body, the session names the member.
  registerRoute(app, API.getEmergencyCard, async (body, request) => {
    const caller = callerOf(request);
    return { data: await cards.read(caller.userId, body.loved_one_id, caller.familyRole) };
  });
  registerRoute(app, API.saveEmergencyCard, async (body, request) => ({
    data: await cards.save(callerOf(request).userId, body),
  }));
}

import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { Profiles } from "./profile.service.ts";
import type { Registration } from "./registration.service.ts";

export function memberRoutes(
  app: FastifyInstance,
  services: { registration: Registration; profiles: Profiles },
) {
  registerRoute(app, API.register, (body) => services.registration.register(body));
  // The route guard has already checked that body.user_id is the caller's own.
  registerRoute(app, API.getProfile, async (body, request) => {
    const profile = await services.profiles.get(body.user_id);
    // A circle member sees the family's plans and contacts, never the payer's ID document (decision 0063).
    const own = callerOf(request).familyRole === "payer";
    return { data: own ? profile : { ...profile, id_type: 0, id_no_masked: "" } };
  });
  registerRoute(app, API.modifyProfile, async (body) => ({ data: await services.profiles.modify(body) }));
}

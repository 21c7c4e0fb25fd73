import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf, optionalSession } from "../../http/session-guard.ts";
import type { Enquiries } from "./enquiries.service.ts";
import type { TownRequests } from "./town-requests.service.ts";

export function enquiryRoutes(app: FastifyInstance, s: { enquiries: Enquiries; towns: TownRequests }) {
  registerRoute(app, API.createEnquiry, async (body, request) => ({
    data: await s.enquiries.create(body, { clientIp: request.ip, member: await optionalSession(request) }),
  }));
  registerRoute(app, API.requestTown, async (body, request) => ({
    data: await s.towns.request(callerOf(request).userId, body, request.ip),
  }));
}

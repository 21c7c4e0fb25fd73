import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { optionalSession } from "../../http/session-guard.ts";
import type { Enquiries } from "./enquiries.service.ts";

export function enquiryRoutes(app: FastifyInstance, enquiries: Enquiries) {
  registerRoute(app, API.createEnquiry, async (body, request) => ({
    data: await enquiries.create(body, { clientIp: request.ip, member: await optionalSession(request) }),
  }));
}

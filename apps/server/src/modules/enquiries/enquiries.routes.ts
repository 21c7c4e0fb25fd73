import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { optionalSession } from "../../plugins/auth.ts";
import type { Enquiries } from "./enquiries.service.ts";

export async function enquiryRoutes(app: FastifyInstance, deps: { enquiries: Enquiries }) {
  registerRoute(app, API.createEnquiry, async (body, request) => ({
    data: await deps.enquiries.create(body, { clientIp: request.ip, member: await optionalSession(request) }),
  }));
}

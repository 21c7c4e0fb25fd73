import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { type RegistrationDeps, registerMember } from "./registration.service.ts";

export async function memberRoutes(app: FastifyInstance, deps: RegistrationDeps) {
  registerRoute(app, API.register, async (body) => registerMember(deps, body));
}

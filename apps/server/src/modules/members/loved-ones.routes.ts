import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import type { LovedOnes } from "./loved-ones.service.ts";

/** The route guard has already checked that body.user_id is the caller's own. */
export function lovedOneRoutes(app: FastifyInstance, lovedOnes: LovedOnes) {
  registerRoute(app, API.getLovedOnes, async (body) => ({
    data: { loved_ones: await lovedOnes.list(body.user_id) },
  }));
  registerRoute(app, API.saveLovedOne, async (body) => ({ data: await lovedOnes.save(body.user_id, body) }));
  registerRoute(app, API.removeLovedOne, async (body) => ({
    data: await lovedOnes.remove(body.user_id, body.loved_one_id),
  }));
}

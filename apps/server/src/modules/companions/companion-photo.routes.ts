import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerFileRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import { registerUploadRoute } from "../../http/upload-route.ts";
import type { CompanionAdmin } from "./companion-admin.service.ts";
import type { CompanionPhotos } from "./companion-photos.service.ts";

/**
 * The team's photo of a companion (issue 26): set through the companion admin service (audited) and sent
 * only to a console session, never at a public address; a coordinator's only for the companions of their
 * cities. The family sees it on the visits the companion makes for them (the visits module's
 * users/companionphoto/).
 */
export function companionPhotoRoutes(
  app: FastifyInstance,
  s: { photos: CompanionPhotos; admin: CompanionAdmin },
) {
  registerUploadRoute(app, API.adminUploadCompanionPhoto, async (fields, file, request) => {
    const caller = callerOf(request);
    return { data: await s.admin.setPhoto(caller.userId, fields.companion_id, file, citiesOf(caller)) };
  });
  registerFileRoute(app, API.adminCompanionPhoto, (body, request) =>
    s.photos.consolePhoto(body.companion_id, citiesOf(callerOf(request))),
  );
}

import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerFileRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import { registerUploadRoute } from "../../http/upload-route.ts";
import type { CompanionAdmin } from "./companion-admin.service.ts";
import type { CompanionPhotos } from "./companion-photos.service.ts";

/**
 * The team's photo of a companion (issue 26): set through the companion admin service (audited) and sent
 * only to an administrator's session, never at a public address. The family sees it on the visits the
 * companion makes for them (the visits module's users/companionphoto/).
 */
export function companionPhotoRoutes(
  app: FastifyInstance,
  s: { photos: CompanionPhotos; admin: CompanionAdmin },
) {
  registerUploadRoute(app, API.adminUploadCompanionPhoto, async (fields, file, request) => ({
    data: await s.admin.setPhoto(callerOf(request).userId, fields.companion_id, file),
  }));
  registerFileRoute(app, API.adminCompanionPhoto, (body) => s.photos.photo(body.companion_id));
}

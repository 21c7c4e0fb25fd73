import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Login } from "../auth/login.service.ts";
import type { CompanionAdmin } from "./companion-admin.service.ts";
import { companionLoginRoutes } from "./companion-login.routes.ts";
import { createCompanionLogin } from "./companion-login.service.ts";
import { companionPhotoRoutes } from "./companion-photo.routes.ts";
import type { CompanionPhotos } from "./companion-photos.service.ts";

/**
 * The care team (issue 26): companions log in with a code to their phone. Their console screens are the
 * admin module's, through the companion admin service this module lends (built in app.ts); the team's
 * photo of a companion is served here. Their visits, checks and reports are the visits module's.
 */
export async function companionsModule(
  app: FastifyInstance,
  deps: AppDeps & { login: Login; companionAdmin: CompanionAdmin; companionPhotos: CompanionPhotos },
) {
  companionLoginRoutes(app, createCompanionLogin(deps));
  companionPhotoRoutes(app, { photos: deps.companionPhotos, admin: deps.companionAdmin });
}

import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerFileRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import { registerUploadRoute } from "../../http/upload-route.ts";
import type { VisitReports } from "../bookings/visit-reports.service.ts";
import type { CompanionAdmin } from "./companion-admin.service.ts";
import type { CompanionPhotos } from "./companion-photos.service.ts";

/**
 * What the family and the team read of a visit the care team made (issue 26, decision 0046): its report,
 * its photo and the family's rating (the bookings module's `visitReports`, built in app.ts), and the
 * companion's photo (this module's). Photos are sent only to a session allowed to see them (the member
 * whose visit it is, an administrator), never at a public address; the web shows them as object URLs.
 */
export function visitReportRoutes(
  app: FastifyInstance,
  s: { reports: VisitReports; photos: CompanionPhotos; admin: CompanionAdmin },
) {
  // The family: their own visits only (another member's is 404, as one that does not exist).
  registerRoute(app, API.getVisitReport, async (body, request) => ({
    data: await s.reports.forMember(callerOf(request).userId, body.booking_id),
  }));
  registerFileRoute(app, API.visitPhoto, (body, request) =>
    s.reports.photoForMember(callerOf(request).userId, body.booking_id),
  );
  registerRoute(app, API.rateVisit, async (body, request) => ({
    data: await s.reports.rate(callerOf(request).userId, body),
  }));
  registerFileRoute(app, API.companionPhoto, async (body, request) =>
    s.photos.photo(await s.reports.companionOfMemberVisit(callerOf(request).userId, body.booking_id)),
  );

  // The team.
  registerRoute(app, API.adminGetVisitReport, async (body) => ({
    data: await s.reports.forAdmin(body.booking_id),
  }));
  registerFileRoute(app, API.adminVisitPhoto, (body) => s.reports.photoForAdmin(body.booking_id));
  registerUploadRoute(app, API.adminUploadCompanionPhoto, async (fields, file, request) => ({
    data: await s.admin.setPhoto(callerOf(request).userId, fields.companion_id, file),
  }));
  registerFileRoute(app, API.adminCompanionPhoto, (body) => s.photos.photo(body.companion_id));
}

import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerFileRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { CompanionPhotos } from "../companions/companion-photos.service.ts";
import type { VisitReports } from "./visit-reports.service.ts";

/**
 * What the family and the team read of a visit the care team made (issue 26, decision 0046): its report,
 * its photo and the family's rating, and the photo of the companion who makes it (the companions module's
 * `photos`, lent). Photos are sent only to a session allowed to see them (the member whose visit it is,
 * the console's staff for a visit in their cities), never at a public address; the web shows them as
 * object URLs.
 */
export function visitReportRoutes(
  app: FastifyInstance,
  s: { reports: VisitReports; photos: CompanionPhotos },
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

  // The team: a coordinator, visits in their cities only (another is 404, as one that does not exist).
  registerRoute(app, API.adminGetVisitReport, async (body, request) => ({
    data: await s.reports.forAdmin(body.booking_id, citiesOf(callerOf(request))),
  }));
  registerFileRoute(app, API.adminVisitPhoto, (body, request) =>
    s.reports.photoForAdmin(body.booking_id, citiesOf(callerOf(request))),
  );
}

import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import { registerUploadRoute } from "../../http/upload-route.ts";
import type { CompanionSelf } from "../companions/companion-self.service.ts";
import type { CompanionVisits } from "./companion-visits.service.ts";
import type { Incidents } from "./incidents.service.ts";
import type { VisitChecks } from "./visit-checks.service.ts";
import type { VisitReports } from "./visit-reports.service.ts";

/**
 * companion/getvisits/, companion/checkin/, companion/checkout/, companion/uploadphoto/ and
 * companion/submitreport/ (issue 26): the signed-in companion's own visits, today and the next days, their
 * check-in and check-out, and the visit's photo and report; and an incident on one. Who the session's
 * companion is, the companions module's (`self`, lent).
 */
export function companionVisitRoutes(
  app: FastifyInstance,
  s: {
    self: CompanionSelf;
    visits: CompanionVisits;
    checks: VisitChecks;
    reports: VisitReports;
    incidents: Incidents;
  },
) {
  registerRoute(app, API.companionGetVisits, async (_body, request) => {
    const companionId = await s.self.companionIdOf(callerOf(request).userId);
    return { data: await s.visits.listFor(companionId) };
  });
  // At the visit: the check-in and check-out of one of the companion's own visits.
  registerRoute(app, API.companionCheckIn, async (body, request) => {
    const companionId = await s.self.companionIdOf(callerOf(request).userId);
    return { data: await s.checks.checkIn(companionId, body) };
  });
  registerRoute(app, API.companionCheckOut, async (body, request) => {
    const companionId = await s.self.companionIdOf(callerOf(request).userId);
    return { data: await s.checks.checkOut(companionId, body) };
  });
  // After it (decision 0046): the one photo (multipart, in its own scope), then the report.
  registerUploadRoute(app, API.companionUploadPhoto, async (fields, file, request) => {
    const companionId = await s.self.companionIdOf(callerOf(request).userId);
    return {
      data: await s.reports.uploadPhoto(
        companionId,
        fields.booking_id,
        file,
        fields.idempotency_key ?? null,
        fields.phone_time ? new Date(fields.phone_time) : null,
      ),
    };
  });
  registerRoute(app, API.companionSubmitReport, async (body, request) => {
    const companionId = await s.self.companionIdOf(callerOf(request).userId);
    return { data: await s.reports.submit(companionId, body) };
  });
  // Urgent help (issue 29): an incident on one of their visits of today or yesterday.
  registerRoute(app, API.companionReportIncident, async (body, request) => {
    const accountId = callerOf(request).userId;
    const companionId = await s.self.companionIdOf(accountId);
    return { data: await s.incidents.reportByCompanion({ id: companionId, accountId }, body) };
  });
}

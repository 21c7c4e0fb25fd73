import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerCsvRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminEnquiries } from "./admin-enquiries.service.ts";
import type { Audit } from "./audit.service.ts";

/**
 * The admin console's enquiries: the list, status updates and the CSV export, audited. A coordinator
 * reaches the enquiries about their cities only; another is missing (404).
 */
export function adminEnquiryRoutes(app: FastifyInstance, enquiries: AdminEnquiries, audit: Audit) {
  registerRoute(app, API.adminGetAllEnquiry, async (body, req) => ({
    data: await enquiries.list(body, citiesOf(callerOf(req))),
  }));
  registerRoute(app, API.adminUpdateEnquiry, async (body, req) => {
    const caller = callerOf(req);
    return { data: await enquiries.update(caller.userId, body, citiesOf(caller)) };
  });
  registerCsvRoute(app, API.adminExportEnquiries, async (body, req) => {
    const caller = callerOf(req);
    return audit.exported(
      caller.userId,
      "enquiries",
      body,
      await enquiries.exportCsv(body, citiesOf(caller)),
    );
  });
}

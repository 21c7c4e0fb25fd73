import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerCsvRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminEnquiries } from "./admin-enquiries.service.ts";
import type { Audit } from "./audit.service.ts";

/** The admin console's enquiries: the list, status updates and the CSV export, audited (admin sessions only). */
export function adminEnquiryRoutes(app: FastifyInstance, enquiries: AdminEnquiries, audit: Audit) {
  registerRoute(app, API.adminGetAllEnquiry, async (body) => ({ data: await enquiries.list(body) }));
  registerRoute(app, API.adminUpdateEnquiry, async (body, req) => ({
    data: await enquiries.update(callerOf(req).userId, body),
  }));
  registerCsvRoute(app, API.adminExportEnquiries, async (body, req) =>
    audit.exported(callerOf(req).userId, "enquiries", body, await enquiries.exportCsv(body)),
  );
}

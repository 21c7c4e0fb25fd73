import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { enquiryRoutes } from "./enquiries.routes.ts";
import { createEnquiries } from "./enquiries.service.ts";
import { createTownRequests } from "./town-requests.service.ts";

/** Enquiries from the ENQUIRE NOW dialog: contacts proven by code, the team told through the outbox. */
export async function enquiriesModule(
  app: FastifyInstance,
  deps: AppDeps & { otp: OtpService; notifier: Notifier; members: MemberDirectory },
) {
  enquiryRoutes(app, { enquiries: createEnquiries(deps), towns: createTownRequests(deps) });
}

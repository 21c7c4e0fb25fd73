import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { enquiryRoutes } from "./enquiries.routes.ts";
import { createEnquiries } from "./enquiries.service.ts";
import { createEnquiryAdmin, type EnquiryAdmin } from "./enquiry-admin.service.ts";
import { createEnquiryRecords, type EnquiryRecords } from "./enquiry-records.service.ts";
import { createTownRequests } from "./town-requests.service.ts";

/** Enquiries from the ENQUIRE NOW dialog: contacts proven by code, the team told through the outbox. */
export async function enquiriesRoutes(
  app: FastifyInstance,
  deps: AppDeps & { otp: OtpService; notifier: Notifier; members: MemberDirectory },
) {
  enquiryRoutes(app, { enquiries: createEnquiries(deps), towns: createTownRequests(deps) });
}

/** What enquiries take: codes (auth's), the outbox, the members directory. */
export interface EnquiriesNeeds {
  otp: OtpService;
  notifier: Notifier;
  members: MemberDirectory;
}

/** What they lend: a member's enquiries (members: export, erasure), the console's (admin). */
export interface EnquiriesProvides {
  enquiryRecords: EnquiryRecords;
  enquiryAdmin: EnquiryAdmin;
}

const kit = moduleKit<EnquiriesNeeds, EnquiriesProvides>();

export const enquiriesModule = kit.define({
  name: "enquiries",
  needs: ["otp", "notifier", "members"],
  provides: {
    enquiryRecords: kit.service([], (deps) => createEnquiryRecords(deps)),
    enquiryAdmin: kit.service(["members"], (deps) => createEnquiryAdmin(deps)),
  },
  routes: enquiriesRoutes,
});

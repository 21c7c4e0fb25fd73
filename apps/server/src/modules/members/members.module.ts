import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createEmergencyCards } from "./emergency-cards.service.ts";
import { familyRoutes } from "./family.routes.ts";
import type { Family } from "./family.service.ts";
import { lovedOneRoutes } from "./loved-ones.routes.ts";
import { createLovedOnes } from "./loved-ones.service.ts";
import { memberRoutes } from "./members.routes.ts";
import type {
  MemberEnquiries,
  MemberIncidents,
  MemberPlans,
  MemberQuestions,
  MemberVisitReports,
  MemberVisits,
} from "./ports.ts";
import { privacyRoutes } from "./privacy.routes.ts";
import { createPrivacy } from "./privacy.service.ts";
import { createProfiles } from "./profile.service.ts";
import { createRegistration } from "./registration.service.ts";

/**
 * Members: registration, the member's profile, their loved ones and their privacy rights (export,
 * erasure). Its account lookups, directory and loved ones are lent to other modules (app.ts); what it
 * needs of the modules built on it comes in through its ports (ports.ts).
 */
export async function membersModule(
  app: FastifyInstance,
  deps: AppDeps & {
    otp: OtpService;
    sessions: Sessions;
    notifier: Notifier;
    family: Family;
    plans: MemberPlans;
    visits: MemberVisits;
    visitReports: MemberVisitReports;
    incidents: MemberIncidents;
    enquiries: MemberEnquiries;
    questions: MemberQuestions;
  },
) {
  const profiles = createProfiles(deps);
  const lovedOnes = createLovedOnes(deps);
  memberRoutes(app, { registration: createRegistration(deps), profiles });
  const emergencyCards = createEmergencyCards(deps);
  lovedOneRoutes(app, lovedOnes, emergencyCards);
  privacyRoutes(app, createPrivacy({ ...deps, profiles, lovedOnes, emergencyCards }));
  familyRoutes(app, deps.family);
}

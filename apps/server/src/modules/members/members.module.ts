import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { type Accounts, createAccounts } from "./accounts.service.ts";
import { createEmergencyCards } from "./emergency-cards.service.ts";
import { familyRoutes } from "./family.routes.ts";
import { createFamily, type Family } from "./family.service.ts";
import { createLovedOneAccess, type LovedOneAccess } from "./loved-one-access.service.ts";
import { lovedOneRoutes } from "./loved-ones.routes.ts";
import { createLovedOnes } from "./loved-ones.service.ts";
import { createMemberAdmin, type MemberAdmin } from "./member-admin.service.ts";
import { createMemberDirectory, type MemberDirectory } from "./member-directory.service.ts";
import { memberRoutes } from "./members.routes.ts";
import type {
  MemberEnquiries,
  MemberIncidents,
  MemberPlans,
  MemberQuestions,
  MemberSeries,
  MemberVisitReports,
  MemberVisits,
} from "./ports.ts";
import { privacyRoutes } from "./privacy.routes.ts";
import { createPrivacy } from "./privacy.service.ts";
import { createProfiles } from "./profile.service.ts";
import { createRegistration } from "./registration.service.ts";

/**
 * What the members module takes: codes and sessions (auth's), the outbox, and, through its ports
 * (ports.ts), what the modules built on it keep of a member for the data export and erasure.
 */
export interface MembersNeeds {
  otp: OtpService;
  sessions: Sessions;
  notifier: Notifier;
  paymentHistory: MemberPlans;
  bookingRecords: MemberVisits;
  visitReports: MemberVisitReports;
  incidents: MemberIncidents;
  seriesRecords: MemberSeries;
  enquiryRecords: MemberEnquiries;
  questions: MemberQuestions;
}

/** What it lends: account lookups, the directory, loved ones, the console's members, the family circle. */
export interface MembersProvides {
  accounts: Accounts;
  members: MemberDirectory;
  lovedOnes: LovedOneAccess;
  memberAdmin: MemberAdmin;
  /** The family circle: the route layer records what circle members do through it. */
  family: Family;
}

/**
 * Members: registration, the member's profile, their loved ones and their privacy rights (export,
 * erasure), and the family circle.
 */
export async function membersRoutes(app: FastifyInstance, deps: AppDeps & MembersNeeds & MembersProvides) {
  const withPorts = {
    ...deps,
    plans: deps.paymentHistory,
    visits: deps.bookingRecords,
    series: deps.seriesRecords,
    enquiries: deps.enquiryRecords,
  };
  const profiles = createProfiles(withPorts);
  const lovedOnes = createLovedOnes(withPorts);
  memberRoutes(app, { registration: createRegistration(withPorts), profiles });
  const emergencyCards = createEmergencyCards(withPorts);
  lovedOneRoutes(app, lovedOnes, emergencyCards);
  privacyRoutes(app, createPrivacy({ ...withPorts, profiles, lovedOnes, emergencyCards }));
  familyRoutes(app, deps.family);
}

const kit = moduleKit<MembersNeeds, MembersProvides>();

export const membersModule = kit.define({
  name: "members",
  needs: [
    "otp",
    "sessions",
    "notifier",
    "paymentHistory",
    "bookingRecords",
    "visitReports",
    "incidents",
    "seriesRecords",
    "enquiryRecords",
    "questions",
  ],
  provides: {
    accounts: kit.service([], (deps) => createAccounts(deps)),
    members: kit.service([], () => createMemberDirectory()),
    lovedOnes: kit.service([], () => createLovedOneAccess()),
    memberAdmin: kit.service([], (deps) => createMemberAdmin(deps)),
    family: kit.service(["otp", "sessions", "notifier"], (deps) => createFamily(deps)),
  },
  routes: membersRoutes,
});

import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Login } from "../auth/login.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { Accounts } from "../members/accounts.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { type CheckLapses, createCheckLapses } from "./check-lapses.service.ts";
import { createCheckReminders } from "./check-reminders.service.ts";
import { type CompanionAdmin, createCompanionAdmin } from "./companion-admin.service.ts";
import { companionLanguageRoutes } from "./companion-language.routes.ts";
import { companionLoginRoutes } from "./companion-login.routes.ts";
import { type CompanionGate, createCompanionGate, createCompanionLogin } from "./companion-login.service.ts";
import { companionPhotoRoutes } from "./companion-photo.routes.ts";
import { type CompanionPhotos, createCompanionPhotos } from "./companion-photos.service.ts";
import { type CompanionSelf, createCompanionSelf } from "./companion-self.service.ts";
import { createRoster, type Roster } from "./roster.service.ts";

/**
 * What the companions module takes: auth's login and sessions, members' accounts, the audit trail (admin's),
 * and the outbox (the team's reminders that a check lapses).
 */
export interface CompanionsNeeds {
  login: Login;
  sessions: Sessions;
  accounts: Accounts;
  members: MemberDirectory;
  notifier: Notifier;
  /** The administrators' audit trail, written in the companions' own transactions (its port). */
  audit: Parameters<typeof createCompanionAdmin>[0]["audit"];
}

/** What it lends: the login gate (auth), the roster, the session's companion and photos, the console's screens. */
export interface CompanionsProvides {
  /** Only an active companion may log in: this module's word, asked by the auth module. */
  loginGate: CompanionGate;
  /** The care team's roster, lent to the bookings and visits modules. */
  roster: Roster;
  companionSelf: CompanionSelf;
  companionPhotos: CompanionPhotos;
  /** The care team's console screens (the admin module's routes). */
  companionAdmin: CompanionAdmin;
  /** Visits held by a companion whose check will have lapsed by then (the dashboard; the scheduler). */
  checkLapses: CheckLapses;
}

/**
 * The care team (issue 26): companions log in with a code to their phone. Their console screens are the
 * admin module's, through the companion admin service this module lends; the team's photo of a companion
 * is served here, and a companion keeps their own language here (issue 46). Their visits, check-ins and reports are the visits module's. The team's reminders that a
 * check lapses (issue 45) are one sweep here (none when NOTIFY_INTERVAL_MS is 0, as in tests).
 */
export async function companionsRoutes(
  app: FastifyInstance,
  deps: AppDeps & {
    login: Login;
    companionAdmin: CompanionAdmin;
    companionPhotos: CompanionPhotos;
    members: MemberDirectory;
    notifier: Notifier;
    accounts: Accounts;
  },
) {
  companionLoginRoutes(app, createCompanionLogin(deps));
  companionLanguageRoutes(app, deps);
  companionPhotoRoutes(app, { photos: deps.companionPhotos, admin: deps.companionAdmin });
  const reminders = createCheckReminders({ ...deps, queued: () => deps.notifier.kick() });
  if (deps.config.NOTIFY_INTERVAL_MS > 0) reminders.start(deps.config.NOTIFY_INTERVAL_MS, deps.now);
  app.addHook("onClose", async () => reminders.stop());
}

const kit = moduleKit<CompanionsNeeds, CompanionsProvides>();

export const companionsModule = kit.define({
  name: "companions",
  needs: ["login", "sessions", "accounts", "members", "audit", "notifier"],
  provides: {
    loginGate: kit.service([], (deps) => createCompanionGate(deps)),
    roster: kit.service(["members"], (deps) => createRoster(deps)),
    companionSelf: kit.service([], (deps) => createCompanionSelf(deps)),
    companionPhotos: kit.service([], (deps) => createCompanionPhotos(deps)),
    companionAdmin: kit.service(["accounts", "members", "sessions", "audit"], (deps) =>
      createCompanionAdmin(deps),
    ),
    checkLapses: kit.service(["roster"], (deps) => createCheckLapses(deps)),
  },
  routes: companionsRoutes,
});

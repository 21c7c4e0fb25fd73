import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { Accounts } from "../members/accounts.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { StaffAudit } from "./ports.ts";
import { staffRoutes } from "./staff.routes.ts";
import { createStaffAccess, type StaffAccess } from "./staff-access.service.ts";
import { createStaffAdmin, type StaffAdmin } from "./staff-admin.service.ts";

/** What the staff module takes: members' accounts and directory, auth's sessions, admin's audit trail. */
export interface StaffNeeds {
  accounts: Accounts;
  members: MemberDirectory;
  sessions: Sessions;
  audit: StaffAudit;
}

/** What it lends: a console session's role and cities, and who may log in (auth); the staff screens. */
export interface StaffProvides {
  staffAccess: StaffAccess;
  staffAdmin: StaffAdmin;
}

/** The console's staff (issue 43 item 4, decision 0076): administrators and city coordinators. */
export async function staffModuleRoutes(app: FastifyInstance, deps: AppDeps & { staffAdmin: StaffAdmin }) {
  staffRoutes(app, deps.staffAdmin);
}

const kit = moduleKit<StaffNeeds, StaffProvides>();

export const staffModule = kit.define({
  name: "staff",
  needs: ["accounts", "members", "sessions", "audit"],
  provides: {
    staffAccess: kit.service([], (deps) => createStaffAccess(deps)),
    staffAdmin: kit.service(["accounts", "members", "sessions", "audit"], (deps) => createStaffAdmin(deps)),
  },
  routes: staffModuleRoutes,
});

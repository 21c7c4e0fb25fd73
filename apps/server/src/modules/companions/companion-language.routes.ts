import { API, LANGUAGE_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { Accounts } from "../members/accounts.service.ts";

/**
 * companion/setlanguage/ (issue 46): the signed-in companion keeps the language they read the app in on
 * their own account, the session's and no other (the body names only the language).
 */
export function companionLanguageRoutes(
  app: FastifyInstance,
  deps: { accounts: Pick<Accounts, "setCompanionLanguage">; now: () => Date },
) {
  registerRoute(app, API.companionSetLanguage, async (body, request) => {
    const saved = await deps.accounts.setCompanionLanguage(
      callerOf(request).userId,
      body.language,
      deps.now(),
    );
    // Only a companion's session reaches this route; an account that is no longer one may not act as one.
    if (!saved) throw new AppError("BE003");
    return { data: { language: body.language, Message: LANGUAGE_MESSAGES.saved } };
  });
}

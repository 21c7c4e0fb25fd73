import { COMPANION_APP_MESSAGES, HTTP_MESSAGES, LOGIN_REASONS, type Login } from "@eldercare/contracts";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useDialogs } from "../lib/dialogs.tsx";
import { useSession } from "../lib/session.tsx";
import { toast } from "../lib/toast.ts";

/** A member's page, by the name a person would use for it ("Please log in to see your profile"). */
function memberLoginReason(pathname: string): string {
  const page = Object.keys(LOGIN_REASONS).find(
    (path) => path.startsWith("/") && (pathname === path || pathname.startsWith(`${path}/`)),
  ) as keyof typeof LOGIN_REASONS | undefined;
  return LOGIN_REASONS[page ?? "user"];
}

/**
 * How each login asks one to log in when a protected page is opened, and the reason shown: a dialog over
 * the home page (members, the console's staff), or a login page of its own (the companion's phone-first app).
 */
type RoleLogin = { reason: (pathname: string) => string } & (
  | { dialog: "login" | "adminLogin"; page?: never }
  | { page: string; dialog?: never }
);
const ROLE_LOGIN: Record<Login, RoleLogin> = {
  member: { dialog: "login", reason: memberLoginReason },
  admin: { dialog: "adminLogin", reason: () => LOGIN_REASONS.admin },
  companion: { page: "/companion/login", reason: () => COMPANION_APP_MESSAGES.loginReason },
};

/** Why the visitor is asked to log in: the page they opened, for the login it serves. */
export function loginReason(role: Login, pathname: string): string {
  return ROLE_LOGIN[role].reason(pathname);
}

/**
 * Guards the protected route groups of spec §2 (docs/decisions/0012, 0033): a group declares the login
 * it serves (members: /user/*, /planandservicedetails; the console: /admin/*; the companion's app), and
 * this one guard compares the session's (a session's kind is its login; every role signing in through it
 * passes, and the pages and menus show what its role holds: lib/can.ts).
 * - A session of that login: the page shows.
 * - No session: home, with that role's login dialog open and saying why ("Please log in to see your
 *   profile"); after logging in the person returns here. Right after a logout the page simply goes home.
 *   A role with a login page of its own (the companion's) goes there instead, with where to return,
 *   and the reason only when the server has just ended the session.
 * - A session of another role: home, with the spec §8 403 message.
 */
export function RequireAuth({ sessionRole: role, children }: { sessionRole: Login; children: ReactNode }) {
  const { session, ended } = useSession();
  const { open } = useDialogs();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const allowed = session.kind === role;

  useEffect(() => {
    if (allowed) return;
    const login = ROLE_LOGIN[role];
    if (session.kind === "visitor") {
      if (login.page !== undefined) {
        // The role's own login page, told where to come back to (not right after a logout), and why only
        // when a session has just ended: on a first visit a boxed reason reads like an error (issue 41).
        const returnTo = ended === "logout" ? null : `${pathname}${search}${hash}`;
        const reason = ended === "expired" ? login.reason(pathname) : undefined;
        void navigate(login.page, { replace: true, state: { returnTo, reason } });
        return;
      }
      // Right after a logout, just go home; otherwise ask to log in and come back here afterwards.
      if (ended !== "logout") {
        open(login.dialog, {
          returnTo: `${pathname}${search}${hash}`,
          reason: loginReason(role, pathname),
        });
      }
    } else {
      toast.error(HTTP_MESSAGES[403], { id: "access-denied" });
    }
    void navigate("/", { replace: true });
  }, [allowed, session.kind, ended, role, open, navigate, pathname, search, hash]);

  return allowed ? children : null;
}

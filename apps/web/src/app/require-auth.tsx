import { HTTP_MESSAGES, LOGIN_REASONS, type Role } from "@eldercare/contracts";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useDialogs } from "../lib/dialogs.tsx";
import { roleOf, useSession } from "../lib/session.tsx";
import { toast } from "../lib/toast.ts";

/** A member's page, by the name a person would use for it ("Please log in to see your profile"). */
function memberLoginReason(pathname: string): string {
  const page = Object.keys(LOGIN_REASONS).find(
    (path) => path.startsWith("/") && (pathname === path || pathname.startsWith(`${path}/`)),
  ) as keyof typeof LOGIN_REASONS | undefined;
  return LOGIN_REASONS[page ?? "user"];
}

/** How each role is asked to log in when it opens a protected page: the dialog, and the reason shown. */
const ROLE_LOGIN: Record<Role, { dialog: "login" | "adminLogin"; reason: (pathname: string) => string }> = {
  member: { dialog: "login", reason: memberLoginReason },
  admin: { dialog: "adminLogin", reason: () => LOGIN_REASONS.admin },
};

/** Why the visitor is asked to log in: the page they opened, for the role it serves. */
export function loginReason(role: Role, pathname: string): string {
  return ROLE_LOGIN[role].reason(pathname);
}

/**
 * Guards the protected route groups of spec §2 (docs/decisions/0012, 0033): a group declares the role
 * it serves (members: /user/*, /planandservicedetails; admins: /admin/*), and this one guard compares.
 * - A session of that role: the page shows.
 * - No session: home, with that role's login dialog open and saying why ("Please log in to see your
 *   profile"); after logging in the person returns here. Right after a logout the page simply goes home.
 * - A session of another role: home, with the spec §8 403 message.
 */
export function RequireAuth({ sessionRole: role, children }: { sessionRole: Role; children: ReactNode }) {
  const { session, ended } = useSession();
  const { open } = useDialogs();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const allowed = roleOf(session) === role;

  useEffect(() => {
    if (allowed) return;
    if (session.kind === "visitor") {
      // Right after a logout, just go home; otherwise ask to log in and come back here afterwards.
      if (ended !== "logout") {
        open(ROLE_LOGIN[role].dialog, {
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

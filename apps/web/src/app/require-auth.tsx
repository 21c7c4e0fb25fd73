import { HTTP_MESSAGES, LOGIN_REASONS } from "@eldercare/contracts";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useDialogs } from "../lib/dialogs.tsx";
import { useSession } from "../lib/session.tsx";
import { toast } from "../lib/toast.ts";

/** Who may enter a protected group: members (/user/*, /planandservicedetails) or admins (/admin/*). */
export type Audience = "user" | "admin";

/** Why the visitor is asked to log in: the page they opened, by the name a person would use for it. */
export function loginReason(audience: Audience, pathname: string): string {
  if (audience === "admin") return LOGIN_REASONS.admin;
  const page = Object.keys(LOGIN_REASONS).find(
    (path) => path.startsWith("/") && (pathname === path || pathname.startsWith(`${path}/`)),
  ) as keyof typeof LOGIN_REASONS | undefined;
  return LOGIN_REASONS[page ?? "user"];
}

/**
 * Guards the protected route groups of spec §2 (docs/decisions/0012-protected-routes.md).
 * - The right kind of session: the page shows.
 * - No session: home, with the matching login dialog open and saying why ("Please log in to see your
 *   profile"); after logging in the person returns here.
 *   Right after a logout the page simply goes home (the logout navigates there).
 * - The wrong kind of session (a member on an admin page, an admin on a member page): home, with the
 *   spec §8 403 message.
 */
export function RequireAuth({ audience, children }: { audience: Audience; children: ReactNode }) {
  const { session, ended } = useSession();
  const { open } = useDialogs();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const allowed = session.kind === audience;

  useEffect(() => {
    if (allowed) return;
    if (session.kind === "visitor") {
      // Right after a logout, just go home; otherwise ask to log in and come back here afterwards.
      if (ended !== "logout") {
        open(audience === "admin" ? "adminLogin" : "login", {
          returnTo: `${pathname}${search}${hash}`,
          reason: loginReason(audience, pathname),
        });
      }
    } else {
      toast.error(HTTP_MESSAGES[403], { id: "access-denied" });
    }
    void navigate("/", { replace: true });
  }, [allowed, session.kind, ended, audience, open, navigate, pathname, search, hash]);

  return allowed ? children : null;
}

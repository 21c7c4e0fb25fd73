import type { ReactNode } from "react";

/**
 * Guards the protected route group of spec §2 (/user/*, /planandservicedetails, /admin/*).
 * It lets everything through for now: the session, and with it the rule of who may enter,
 * arrives with the identity work, which will replace this body.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

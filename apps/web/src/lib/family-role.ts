import { familyRefusal, leastFamilyRole, type RouteContract, readerWords } from "@eldercare/contracts";
import { familyRoleOf } from "./can.ts";
import { type Session, useSession } from "./session.tsx";

/**
 * Why this session may not make a member call, naming the least family role that may (the permission
 * table's scope for the route's action, in the words the server's guard answers with); null when it may.
 * For a member's pages, which only members reach (RequireAuth): whether a role holds an action at all is
 * `can` (lib/can.ts).
 */
export function refusalOf(session: Session, route: Pick<RouteContract, "action">): string | null {
  const needed = route.action === "public" ? null : leastFamilyRole(route.action);
  return needed ? familyRefusal(familyRoleOf(session), needed) : null;
}

/**
 * Whether this session may make a member call: the web offers only what the server's one guard would
 * allow (a viewer sees no "Book a visit", nobody but the payer a payment).
 */
export function mayCall(session: Session, route: Pick<RouteContract, "action">): boolean {
  return refusalOf(session, route) === null;
}

/** mayCall for the signed-in session. */
export function useMayCall(route: Pick<RouteContract, "action">): boolean {
  return mayCall(useSession().session, route);
}

/** refusalOf for the signed-in session. */
export function useRefusal(route: Pick<RouteContract, "action">): string | null {
  return refusalOf(useSession().session, route);
}

/** The plan and bookings pages' words for the signed-in reader: the payer's own, or their family's by name. */
export function useReaderWords() {
  const { session } = useSession();
  return readerWords(session.kind === "member" ? (session.member.family?.payer_name ?? null) : null);
}

import { type FamilyRole, familyRoleAllows, type RouteContract } from "@eldercare/contracts";
import { type Session, useSession } from "./session.tsx";

/** As what a member's session acts for its family: the payer, or a circle member's role (decision 0063). */
export function familyRoleOf(session: Session): FamilyRole {
  return session.kind === "user" ? (session.user.family?.role ?? "payer") : "payer";
}

/**
 * Whether this session may make a member call, from the contract's own permission table: the web offers
 * only what the server's one guard would allow (a viewer sees no "Book a visit", nobody but the payer a
 * payment).
 */
export function mayCall(session: Session, route: Pick<RouteContract, "family">): boolean {
  return familyRoleAllows(familyRoleOf(session), route.family ?? "payer");
}

/** mayCall for the signed-in session. */
export function useMayCall(route: Pick<RouteContract, "family">): boolean {
  return mayCall(useSession().session, route);
}

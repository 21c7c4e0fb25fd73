import { type FamilyRole, familyRefusal, type RouteContract, readerWords } from "@eldercare/contracts";
import { type Session, useSession } from "./session.tsx";

/** As what a member's session acts for its family: the payer, or a circle member's role (decision 0063). */
export function familyRoleOf(session: Session): FamilyRole {
  return session.kind === "user" ? (session.user.family?.role ?? "payer") : "payer";
}

/**
 * Why this session may not make a member call, naming the least role that may (the contract's own
 * permission table, the words the server's guard answers with); null when it may.
 */
export function refusalOf(session: Session, route: Pick<RouteContract, "family">): string | null {
  return familyRefusal(familyRoleOf(session), route.family ?? "payer");
}

/**
 * Whether this session may make a member call: the web offers only what the server's one guard would
 * allow (a viewer sees no "Book a visit", nobody but the payer a payment).
 */
export function mayCall(session: Session, route: Pick<RouteContract, "family">): boolean {
  return refusalOf(session, route) === null;
}

/** mayCall for the signed-in session. */
export function useMayCall(route: Pick<RouteContract, "family">): boolean {
  return mayCall(useSession().session, route);
}

/** refusalOf for the signed-in session. */
export function useRefusal(route: Pick<RouteContract, "family">): string | null {
  return refusalOf(useSession().session, route);
}

/** The plan and bookings pages' words for the signed-in reader: the payer's own, or their family's by name. */
export function useReaderWords() {
  const { session } = useSession();
  return readerWords(session.kind === "user" ? (session.user.family?.payer_name ?? null) : null);
}

import {
  type AdminLoginDetails,
  CIRCLE_ROLES,
  type CompanionLoginDetails,
  type FamilyMembership,
  isAppLanguage,
  PERMISSIONS,
  type Role,
  type UserLoginDetails,
} from "@eldercare/contracts";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useStartedPrerendered } from "./prerendered.ts";
import { sessionToken } from "./session-token.ts";

/**
 * Spec §4 session states: logged out, or signed in through one of the logins (the contracts' names:
 * permissions.ts `LOGINS`), each with what its login answered. A member's session may act for a family.
 */
export type Session =
  | { kind: "visitor" }
  | { kind: "member"; member: MemberSessionDetails }
  | { kind: "admin"; admin: AdminSessionDetails }
  | { kind: "companion"; companion: CompanionLoginDetails };

/**
 * A member's session: who they are, and the family it acts for when they act as a circle member
 * (decision 0063; user_id is then the family's, which member routes' bodies carry).
 */
export type MemberSessionDetails = UserLoginDetails & { family?: FamilyMembership | null };

/**
 * A console session: who they are and, when the server names one, the role of the permission table they
 * hold (staff of another role than the administrator's sign in through the same login: issue 43 item 4).
 */
export type AdminSessionDetails = Omit<AdminLoginDetails, "role"> & { role?: string };

/** A stored family, checked by hand like the rest; anything else is no family. */
function parseFamily(value: unknown): FamilyMembership | null {
  if (typeof value !== "object" || value === null) return null;
  const { membership_id, payer_name, role } = value as Record<string, unknown>;
  return Number.isInteger(membership_id) && isText(payer_name) && CIRCLE_ROLES.includes(role as never)
    ? { membership_id: membership_id as number, payer_name, role: role as FamilyMembership["role"] }
    : null;
}

/** A console session's stored cities (a coordinator's, named), checked by hand; anything else is none. */
function parseCities(value: unknown): { city_id: number; city_name: string }[] | null {
  if (!Array.isArray(value)) return null;
  const cities = value.flatMap((c: unknown) => {
    if (typeof c !== "object" || c === null) return [];
    const { city_id, city_name } = c as Record<string, unknown>;
    return Number.isInteger(city_id) && isText(city_name) ? [{ city_id: city_id as number, city_name }] : [];
  });
  return cities.length === value.length ? cities : null;
}

/** The role of the session in the permission table; null for a visitor. */
export function roleOf(session: Session): string | null {
  if (session.kind === "visitor") return null;
  return session.kind === "admin" ? (session.admin.role ?? "admin") : session.kind;
}

/** A member's details, or null for any other session. */
export function memberOf(session: Session): MemberSessionDetails | null {
  return session.kind === "member" ? session.member : null;
}

export const SESSION_STORAGE_KEY = "eldercare.session";
const VISITOR: Session = { kind: "visitor" };

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * The session as kept in localStorage: its first shape, whose member kind is still called "user". It is
 * kept as it was (decision 0074): a browser holding one stays logged in, and a tab of an older build
 * reading one written by a newer build does too. Only storedOf and sessionOfStored read the difference.
 */
export type StoredSession =
  | { kind: "visitor" }
  | { kind: "user"; user: MemberSessionDetails }
  | { kind: "admin"; admin: AdminSessionDetails }
  | { kind: "companion"; companion: CompanionLoginDetails };

/** What a session is stored as. */
export function storedOf(session: Session): StoredSession {
  return session.kind === "member" ? { kind: "user", user: session.member } : session;
}

/** The session a stored one is: its member kind ("user") read as the contracts' "member". */
export function sessionOfStored(stored: StoredSession): Session {
  return stored.kind === "user" ? { kind: "member", member: stored.user } : stored;
}

/**
 * What this app stored at login, checked by hand: schema code would add the contract validators to
 * every public page's first load, only to read back what the app itself wrote.
 */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== "object" || value === null) return null;
  const stored = value as {
    kind?: unknown;
    user?: Record<string, unknown>;
    admin?: Record<string, unknown>;
    companion?: Record<string, unknown>;
  };
  if (stored.kind === "visitor") return { kind: "visitor" };
  if (stored.kind === "user" && stored.user) {
    const { user_name, email, user_id, family } = stored.user;
    return isText(user_name) && isText(email) && Number.isInteger(user_id)
      ? { kind: "user", user: { user_name, email, user_id: user_id as number, family: parseFamily(family) } }
      : null;
  }
  if (stored.kind === "admin" && stored.admin) {
    const { user_name, email, role, cities } = stored.admin;
    if (!isText(user_name) || !isText(email)) return null;
    // A console role the table does not sign in through the admin login is no session.
    if (role === undefined) return { kind: "admin", admin: { user_name, email } };
    if (!isText(role) || !Object.hasOwn(PERMISSIONS, role) || PERMISSIONS[role as Role].login !== "admin")
      return null;
    const named = parseCities(cities);
    return { kind: "admin", admin: { user_name, email, role, ...(named ? { cities: named } : {}) } };
  }
  if (stored.kind === "companion" && stored.companion) {
    const { user_name, companion_id, language } = stored.companion;
    if (!isText(user_name) || !Number.isInteger(companion_id)) return null;
    const companion = { user_name, companion_id: companion_id as number };
    // The account's language (issue 46), when the login said one; the app starts in it.
    return { kind: "companion", companion: isAppLanguage(language) ? { ...companion, language } : companion };
  }
  return null;
}

function readStoredSession(): Session {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? parseStoredSession(JSON.parse(raw)) : null;
    // Without a token there is no session, whatever the stored details say.
    return parsed && sessionToken.get() ? sessionOfStored(parsed) : VISITOR;
  } catch {
    return VISITOR;
  }
}

/** Why the last session ended in this page's life: the person logged out, or the server refused it (401). */
export type SessionEnd = "logout" | "expired";

interface SessionState {
  session: Session;
  /** Stores who is logged in (the token itself is kept by the API client). */
  setSession: (session: Session) => void;
  /** Forgets the session and its token; `reason` defaults to "logout". */
  clearSession: (reason?: SessionEnd) => void;
  /**
   * How the last session ended, until the next login (null when none ended in this page's life).
   * Route guards use it: after a logout a protected page just goes home instead of asking to log in.
   */
  ended: SessionEnd | null;
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * On a prerendered page (rendered for a visitor) the first render must match that HTML; the stored
 * session is read just after (the header then shows the member's avatar).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrating = useStartedPrerendered();
  const [session, setState] = useState<Session>(hydrating ? VISITOR : readStoredSession);
  useEffect(() => {
    if (hydrating) setState(readStoredSession());
  }, [hydrating]);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const setSession = useCallback((next: Session) => {
    setState(next);
    setEnded(null);
    try {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(storedOf(next)));
    } catch {
      // private mode: the session lasts for this page only
    }
  }, []);
  const clearSession = useCallback((reason: SessionEnd = "logout") => {
    setState(VISITOR);
    setEnded(reason);
    sessionToken.clear();
    try {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  }, []);
  const value = useMemo(
    () => ({ session, setSession, clearSession, ended }),
    [session, setSession, clearSession, ended],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error("useSession must be used inside <SessionProvider>");
  return state;
}

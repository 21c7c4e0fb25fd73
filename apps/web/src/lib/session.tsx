import { adminLoginResponseSchema, userLoginResponseSchema } from "@eldercare/contracts";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { z } from "zod";
import { sessionToken } from "./session-token.ts";

/** Spec §4 session states: logged out, user logged in, admin logged in. */
const sessionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("visitor") }),
  z.object({ kind: z.literal("user"), user: userLoginResponseSchema }),
  z.object({ kind: z.literal("admin"), admin: adminLoginResponseSchema }),
]);
export type Session = z.infer<typeof sessionSchema>;

export const SESSION_STORAGE_KEY = "eldercare.session";
const VISITOR: Session = { kind: "visitor" };

function readStoredSession(): Session {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? sessionSchema.safeParse(JSON.parse(raw)) : null;
    // Without a token there is no session, whatever the stored details say.
    return parsed?.success && sessionToken.get() ? parsed.data : VISITOR;
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setState] = useState<Session>(readStoredSession);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const setSession = useCallback((next: Session) => {
    setState(next);
    setEnded(null);
    try {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
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

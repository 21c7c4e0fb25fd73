import type { PlanTier } from "@eldercare/contracts";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** The app-wide dialogs of spec §2. Features open them by name; the app decides what each shows. */
export type DialogName = "login" | "adminLogin" | "registration" | "enquiry" | "plan";

export interface OpenOptions {
  /**
   * Where to go after a successful login: the protected page the person asked for before being sent
   * to log in (see docs/decisions/0012-protected-routes.md). Kept until the dialogs close.
   */
  returnTo?: string;
  /** After a successful login, open this dialog again instead of going to a page (e.g. back to the plans). */
  resume?: DialogName;
  /** The plan dialog starts on this tier (a "Choose Gold" button). */
  planTier?: PlanTier;
  /** The plan dialog renews the member's plan: it starts on their latest plan and says when the next period starts. */
  renew?: boolean;
  /** Why the dialog opened by itself (a login asked for by a protected page), said at its top. */
  reason?: string;
}

interface DialogsState {
  current: DialogName | null;
  /** The page to return to after logging in, if the dialog was opened by a route guard. */
  returnTo: string | null;
  /** The dialog to reopen after logging in, if the login was asked for by another dialog. */
  resume: DialogName | null;
  /** The tier the plan dialog was asked to start on (null: keep the current choice). */
  planTier: PlanTier | null;
  /** The plan dialog was opened to renew the member's plan. */
  renew: boolean;
  /** Why the dialog opened by itself, if it did. */
  reason: string | null;
  /** Opens a dialog (replacing any open one). Without `returnTo`, an earlier target is kept. */
  open: (name: DialogName, options?: OpenOptions) => void;
  /** Closes the open dialog and forgets the return target. */
  close: () => void;
}

const DialogsContext = createContext<DialogsState | null>(null);

const CLOSED = {
  current: null,
  returnTo: null,
  resume: null,
  planTier: null,
  renew: false,
  reason: null,
} as const;

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Omit<DialogsState, "open" | "close">>(CLOSED);
  const open = useCallback((name: DialogName, options?: OpenOptions) => {
    setState((prev) => {
      const chained = prev.current !== null;
      return {
        current: name,
        returnTo: options?.returnTo ?? (chained ? prev.returnTo : null),
        // Moving between login, admin login and registration keeps where to go back to.
        resume: options?.resume ?? (chained && name !== prev.resume ? prev.resume : null),
        planTier: options?.planTier ?? null,
        renew: options?.renew ?? false,
        reason: options?.reason ?? null,
      };
    });
  }, []);
  const close = useCallback(() => setState(CLOSED), []);
  const value = useMemo(() => ({ ...state, open, close }), [state, open, close]);
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

/** Opens and closes the shared dialogs: `const { open } = useDialogs(); open("registration")`. */
export function useDialogs(): DialogsState {
  const state = useContext(DialogsContext);
  if (!state) throw new Error("useDialogs must be used inside <DialogsProvider>");
  return state;
}

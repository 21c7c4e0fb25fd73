import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** The app-wide dialogs of spec §2. Features open them by name; the app decides what each shows. */
export type DialogName = "login" | "adminLogin" | "registration" | "enquiry" | "plan";

export interface OpenOptions {
  /**
   * Where to go after a successful login: the protected page the person asked for before being sent
   * to log in (see docs/decisions/0012-protected-routes.md). Kept until the dialogs close.
   */
  returnTo?: string;
}

interface DialogsState {
  current: DialogName | null;
  /** The page to return to after logging in, if the dialog was opened by a route guard. */
  returnTo: string | null;
  /** Opens a dialog (replacing any open one). Without `returnTo`, an earlier target is kept. */
  open: (name: DialogName, options?: OpenOptions) => void;
  /** Closes the open dialog and forgets the return target. */
  close: () => void;
}

const DialogsContext = createContext<DialogsState | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ current: DialogName | null; returnTo: string | null }>({
    current: null,
    returnTo: null,
  });
  const open = useCallback((name: DialogName, options?: OpenOptions) => {
    setState((prev) => ({
      current: name,
      returnTo: options?.returnTo ?? (prev.current === null ? null : prev.returnTo),
    }));
  }, []);
  const close = useCallback(() => setState({ current: null, returnTo: null }), []);
  const value = useMemo(
    () => ({ current: state.current, returnTo: state.returnTo, open, close }),
    [state, open, close],
  );
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

/** Opens and closes the shared dialogs: `const { open } = useDialogs(); open("registration")`. */
export function useDialogs(): DialogsState {
  const state = useContext(DialogsContext);
  if (!state) throw new Error("useDialogs must be used inside <DialogsProvider>");
  return state;
}

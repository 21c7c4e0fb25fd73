import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** The app-wide dialogs of spec §2. Features open them by name; the app decides what each shows. */
export type DialogName = "login" | "registration" | "enquiry" | "plan";

interface DialogsState {
  current: DialogName | null;
  open: (name: DialogName) => void;
  close: () => void;
}

const DialogsContext = createContext<DialogsState | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const open = useCallback((name: DialogName) => setCurrent(name), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

/** Opens and closes the shared dialogs: `const { open } = useDialogs(); open("registration")`. */
export function useDialogs(): DialogsState {
  const state = useContext(DialogsContext);
  if (!state) throw new Error("useDialogs must be used inside <DialogsProvider>");
  return state;
}

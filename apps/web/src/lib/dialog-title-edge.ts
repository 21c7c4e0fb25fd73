/**
 * Where the open dialog's title row ends on screen, for the toaster: a toast starts below it, never
 * over the dialog's title (issue 25: "OTP sent" covered "User Login" on a phone). The newest open
 * dialog's title row counts; 0 when no dialog is open.
 */
const rows: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Registers a dialog's title row while it is mounted; returns its removal. */
export function registerDialogTitle(row: HTMLElement): () => void {
  rows.push(row);
  notify();
  return () => {
    const at = rows.indexOf(row);
    if (at >= 0) rows.splice(at, 1);
    notify();
  };
}

/** The lower edge of the newest open dialog's title row, in viewport pixels (0: none open). */
export function dialogTitleBottom(): number {
  const row = rows.at(-1);
  return row?.isConnected ? Math.max(0, Math.round(row.getBoundingClientRect().bottom)) : 0;
}

/** Calls `listener` when a dialog opens or closes. */
export function onDialogTitlesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import type { ExternalToast } from "sonner";

/**
 * The app's toasts (spec §8), with sonner loaded on the first one rather than with every page: a public
 * page's first load carries no toast code. Calls keep their order; sonner replays toasts raised before
 * its Toaster mounted. `<ToasterHost />` (app/toaster-host.tsx) mounts the Toaster once one is wanted.
 */
type Sonner = typeof import("sonner");
type Message = string;

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function withSonner(run: (module: Sonner) => void): void {
  if (!sonner) {
    wanted = true;
    for (const listener of listeners) listener();
    sonner = import("sonner");
  }
  void sonner.then(run);
}

/** Whether any toast has been raised yet (the Toaster mounts then). */
export const toasterWanted = {
  get: () => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    withSonner(({ toast }) => toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) =>
    withSonner(({ toast }) => toast.error(message, options)),
  warning: (message: Message, options?: ExternalToast) =>
    withSonner(({ toast }) => toast.warning(message, options)),
  info: (message: Message, options?: ExternalToast) =>
    withSonner(({ toast }) => toast.info(message, options)),
  loading: (message: Message, options?: ExternalToast) =>
    withSonner(({ toast }) => toast.loading(message, options)),
  /** Removes one toast, or every toast without an id. */
  dismiss: (id?: string | number) => {
    if (sonner) withSonner(({ toast }) => toast.dismiss(id));
  },
  /**
   * Closes every toast on screen but those named: a dialog moved to its next step, and what the earlier
   * toasts said ('OTP sent successfully!', a refused code) no longer applies.
   */
  dismissStale: (keep: readonly (string | number)[] = []) => {
    if (!sonner) return;
    withSonner(({ toast }) => {
      for (const shown of toast.getToasts()) if (!keep.includes(shown.id)) toast.dismiss(shown.id);
    });
  },
};

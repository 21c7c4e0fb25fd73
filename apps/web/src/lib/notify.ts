import { TIMINGS } from "@eldercare/contracts";
import { toast } from "./toast.ts";

/** How the app tells people about errors, warnings and information (spec §8: toasts). */
export interface Notifier {
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
}

/**
 * Toasts through sonner. The message doubles as the toast id, so the same message raised by several
 * calls at once shows one toast instead of a stack of identical ones.
 */
export const toastNotifier: Notifier = {
  error(message) {
    toast.error(message, { id: `error:${message}`, duration: TIMINGS.errorToastMs });
  },
  warning(message) {
    toast.warning(message, { id: `warning:${message}` });
  },
  info(message) {
    toast.info(message, { id: `info:${message}` });
  },
};

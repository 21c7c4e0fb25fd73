import { TIMINGS, TOAST_POSITION, TOAST_VISIBLE_MAX } from "@eldercare/contracts";
import { Toaster } from "sonner";

/** Spec §8's toasts: top-center, a close button, three at a time. Loaded with the first toast. */
export function AppToaster() {
  return (
    <Toaster
      position={TOAST_POSITION}
      closeButton
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TIMINGS.toastDefaultMs}
      toastOptions={{ style: { fontSize: "1rem" } }}
    />
  );
}

import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterWanted } from "../lib/toast.ts";

const AppToaster = lazy(async () => ({ default: (await import("./toaster.tsx")).AppToaster }));

/** Mounts the Toaster when the first toast is raised (lib/toast.ts), so pages load without it. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

import { CloudOff } from "lucide-react";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";

/** "Waiting to send" beside what was done on the phone and has not reached the server yet (issue 46). */
export function WaitingToSend() {
  const { t } = useCompanionText();
  return (
    <span className="mt-1 flex w-fit items-center gap-1.5 rounded-full border-2 border-accent-700 bg-amber-50 px-3 py-0.5 text-base font-semibold text-ink">
      <CloudOff aria-hidden="true" className="size-5 shrink-0" />
      {t("offline.waiting")}
    </span>
  );
}

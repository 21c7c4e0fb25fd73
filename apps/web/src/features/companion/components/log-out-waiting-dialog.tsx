import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";

/**
 * Asked before logging out while actions wait on the phone (issue 46): they stay in the outbox and go
 * after this companion's next login here, which the companion should know before leaving. Mounted only
 * while asking (the layout loads it then: no dialog code at the app's start, decision 0099).
 */
export function LogOutWaitingDialog({
  count,
  onLogOut,
  onStay,
}: {
  /** How many actions wait to be sent (refused ones are not counted: they are never sent). */
  count: number;
  onLogOut: () => void;
  onStay: () => void;
}) {
  const { t } = useCompanionText();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t("offline.logOutTitle")}
      description={t("offline.logOutWaiting", { count })}
    >
      <DialogActions
        label={t("offline.logOutAnyway")}
        busy={false}
        onConfirm={onLogOut}
        cancelLabel={t("offline.staySignedIn")}
        onCancel={onStay}
      />
    </Dialog>
  );
}

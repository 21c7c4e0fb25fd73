import { CHECK_IN_CODE_TEXT } from "@eldercare/contracts";
import { useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";

interface Props {
  /** The loved one whose code to replace; null when closed. */
  lovedOne: { loved_one_id: number; full_name: string } | null;
  onClose: () => void;
  /** Replaces the code; resolves true when done (the dialog closes). */
  onRotate: (lovedOneId: number) => Promise<boolean>;
}

/**
 * Confirms a loved one's new check-in code (decision 0093): the printed card's QR code stops working at
 * once, so the family must print it again. Asked first because it cannot be undone.
 */
export function RotateCheckInCodeDialog({ lovedOne, onClose, onRotate }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={lovedOne !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={lovedOne ? CHECK_IN_CODE_TEXT.rotateTitle(lovedOne.full_name) : CHECK_IN_CODE_TEXT.rotate}
      size="md"
    >
      {lovedOne ? (
        <div className="space-y-4">
          <p>{CHECK_IN_CODE_TEXT.rotateHint}</p>
          <DialogActions
            label={CHECK_IN_CODE_TEXT.rotate}
            busy={busy}
            tone="danger"
            onConfirm={async () => {
              setBusy(true);
              try {
                if (await onRotate(lovedOne.loved_one_id)) onClose();
              } finally {
                setBusy(false);
              }
            }}
            onCancel={onClose}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

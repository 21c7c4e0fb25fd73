import { LOVED_ONE_MESSAGES, type LovedOne } from "@eldercare/contracts";
import { useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useRemoveLovedOne } from "../api/use-remove-loved-one.ts";

interface Props {
  userId: number;
  /** The loved one to remove; null: closed. */
  lovedOne: LovedOne | null;
  onClose: () => void;
}

/** Asks before removing a loved one; a refusal (upcoming bookings) is shown here in the server's words. */
export function RemoveLovedOneDialog({ userId, lovedOne, onClose }: Props) {
  const remove = useRemoveLovedOne(userId);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<LovedOne | null>(null);
  if (lovedOne !== null && lovedOne !== shown) {
    setShown(lovedOne);
    setError(null);
  }
  const name = (lovedOne ?? shown)?.full_name ?? "";

  async function confirm() {
    if (!lovedOne) return;
    setError(null);
    try {
      await remove.mutateAsync(lovedOne.loved_one_id);
      toast.success(LOVED_ONE_MESSAGES.removed, { id: "loved-one-removed" });
      onClose();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  }

  return (
    <Dialog
      open={lovedOne !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Remove ${name}?`}
      size="sm"
      description="Their details will be deleted from your profile. You can add them again later."
    >
      <FormAlert message={error} className="mb-4" />
      <DialogActions
        label="Remove"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
    </Dialog>
  );
}

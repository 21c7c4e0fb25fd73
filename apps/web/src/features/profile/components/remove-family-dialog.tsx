import type { FamilyMember } from "@eldercare/contracts";
import { useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useRemoveFamily } from "../api/use-family.ts";

/** Asks before removing a family member (or withdrawing an invitation); they lose access at once. */
export function RemoveFamilyDialog({
  member,
  onClose,
}: {
  member: FamilyMember | null;
  onClose: () => void;
}) {
  const remove = useRemoveFamily();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<FamilyMember | null>(null);
  if (member !== null && member !== shown) {
    setShown(member);
    setError(null);
  }
  const who = member ?? shown;
  const invited = who?.status === "invited";

  async function confirm() {
    if (!member) return;
    setError(null);
    try {
      const done = await remove.mutateAsync(member.membership_id);
      toast.success(done.Message, { id: "family-removed" });
      onClose();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  }

  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={invited ? `Withdraw ${who?.name ?? ""}'s invitation?` : `Remove ${who?.name ?? ""}?`}
      size="sm"
      description={
        invited
          ? "Their link stops working. You can invite them again later."
          : "They stop seeing your family's plans, visits and reports at once. You can invite them again later."
      }
    >
      <FormAlert message={error} className="mb-4" />
      <DialogActions
        label={invited ? "Withdraw" : "Remove"}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
    </Dialog>
  );
}

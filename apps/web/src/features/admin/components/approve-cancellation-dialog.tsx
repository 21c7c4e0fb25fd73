import {
  type AdminCancellationItem,
  approveCancellationFormSchema,
  formatInr,
  paiseToRupees,
  rupeesToPaise,
} from "@eldercare/contracts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatIndiaDay } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";

interface Props {
  /** The request to approve; null: closed. */
  request: AdminCancellationItem | null;
  onClose: () => void;
  /** Sends the approval; resolves true when done (the dialog closes), false to stay open. */
  onSubmit: (decision: { admin_charge: number; note: string }) => Promise<boolean>;
}

/**
 * Approving a plan cancellation (admin/decidecancellation/): what it does (the plan stops, later visits
 * are cancelled), the charge as quoted, which the team may lower (never raise) with a note the family
 * reads, and the refund that follows from it.
 */
export function ApproveCancellationDialog({ request, onClose, onSubmit }: Props) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Approve this cancellation?"
      size="md"
    >
      {request ? (
        <ApproveForm key={request.cancellation_id} request={request} onClose={onClose} onSubmit={onSubmit} />
      ) : null}
    </Dialog>
  );
}

function ApproveForm({ request: r, onClose, onSubmit }: Props & { request: AdminCancellationItem }) {
  const q = r.quote;
  const form = useContractForm({
    resolver: contractResolver(approveCancellationFormSchema(q.admin_charge)),
    defaultValues: { admin_charge: q.admin_charge.toFixed(2), note: "" },
  });
  const { register, handleSubmit, formState, watch } = form;
  const typed = Number(watch("admin_charge"));
  const refund =
    Number.isFinite(typed) && typed >= 0 && typed <= q.admin_charge ? q.refundable - typed : null;
  const submit = handleSubmit(async (v) => {
    if (await onSubmit({ admin_charge: Number(v.admin_charge), note: v.note.trim() })) onClose();
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p>
        <strong>{r.user_name}</strong>'s {q.plan_type_name} plan stops on{" "}
        <strong>{formatIndiaDay(q.effective_date)}</strong>.{" "}
        {q.visits_after > 0
          ? `Their ${q.visits_after} visit${q.visits_after === 1 ? "" : "s"} from that day will be cancelled.`
          : "No visits are booked from that day."}
      </p>
      <p>
        Refundable {formatInr(q.refundable)}; the quote's charge {formatInr(q.admin_charge)}.
      </p>
      <TextField
        label="Administrative charge (₹)"
        inputMode="decimal"
        required
        hint="As quoted, or lower. Never higher."
        error={formState.errors.admin_charge?.message}
        {...register("admin_charge")}
      />
      <p aria-live="polite" className="text-lg font-semibold">
        Refund: {refund === null ? "—" : formatInr(paiseToRupees(rupeesToPaise(refund)))}
      </p>
      <TextAreaField
        label="Note for the family"
        rows={3}
        inputClassName="resize-y"
        hint="Needed when the charge is lowered. The family sees this."
        error={formState.errors.note?.message}
        {...register("note")}
      />
      <DialogActions
        label="Approve and stop the plan"
        busy={formState.isSubmitting}
        cancelLabel="Go back"
        onCancel={onClose}
      />
    </form>
  );
}

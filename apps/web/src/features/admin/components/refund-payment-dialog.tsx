import { formatInr, REFUND_TEXT, type RefundDuePayment } from "@eldercare/contracts";
import { useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";

interface Props {
  /** The payment captured twice to refund; null when closed. */
  payment: RefundDuePayment | null;
  onClose: () => void;
  /** Refunds it; resolves true when done (the dialog closes). */
  onRefund: (payment: RefundDuePayment) => Promise<boolean>;
}

/** Confirms refunding a payment captured twice, in full (decision 0058): who gets what back. */
export function RefundPaymentDialog({ payment, onClose, onRefund }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={REFUND_TEXT.refundPaymentTitle}
      size="md"
    >
      {payment ? (
        <div className="space-y-4">
          <p>{REFUND_TEXT.refundPaymentHint(formatInr(payment.amount), payment.user_name)}</p>
          <p className="text-muted">
            Payment #{payment.payment_id}
            {payment.gateway_payment_id ? ` · ${payment.gateway_payment_id}` : ""}
          </p>
          <DialogActions
            label={REFUND_TEXT.refundPayment}
            busy={busy}
            onConfirm={async () => {
              setBusy(true);
              try {
                if (await onRefund(payment)) onClose();
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

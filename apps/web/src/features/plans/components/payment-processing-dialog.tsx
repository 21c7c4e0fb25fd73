import { PAYMENT_MESSAGES, UI_TEXT } from "@eldercare/contracts";
import { LoaderCircle } from "lucide-react";
import { Dialog } from "../../../components/ui/dialog.tsx";

/** Spec §2 "Payment Processing": a spinner while the payment is confirmed; it cannot be dismissed. */
export function PaymentProcessingDialog({ open }: { open: boolean }) {
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      title={UI_TEXT.paymentProcessing}
      size="sm"
      dismissible={false}
    >
      <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
        <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-primary-700" />
        <p>{PAYMENT_MESSAGES.processing}</p>
      </div>
    </Dialog>
  );
}

import { UI_TEXT } from "@eldercare/contracts";
import { CircleCheck } from "lucide-react";
import { Dialog } from "../../../components/ui/dialog.tsx";

interface Props {
  open: boolean;
  /** e.g. "Gold plan, Couple, Quarterly". */
  planLabel: string;
  onVisitProfile: () => void;
  onClose: () => void;
}

/** Spec §2 "Payment Successful" with VISIT PROFILE (to /user/profile). */
export function PaymentSuccessfulDialog({ open, planLabel, onVisitProfile, onClose }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={UI_TEXT.paymentSuccessful}
      size="sm"
    >
      <p className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
        <span>
          Thank you! Your {planLabel} is confirmed. Your plan, its dates and your GST invoice are in your
          profile.
        </span>
      </p>
      <button type="button" className="btn btn-primary mt-6 w-full" onClick={onVisitProfile}>
        {UI_TEXT.visitProfile}
      </button>
    </Dialog>
  );
}

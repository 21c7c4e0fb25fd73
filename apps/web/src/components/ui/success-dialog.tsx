import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { toast } from "../../lib/toast.ts";
import { Dialog } from "./dialog.tsx";

interface Props {
  open: boolean;
  title: string;
  /** Closing by the close button, Escape or a click outside. */
  onClose: () => void;
  /** What went well, in a sentence or two. */
  children: ReactNode;
  /** What was done, under the sentence (a booking's day, time and place). */
  details?: ReactNode;
  /** The buttons for what to do next, side by side on wider screens. */
  actions?: ReactNode;
}

/** The small dialog that confirms something went through (registered, paid, enquiry received, visit booked). */
export function SuccessDialog({ open, title, onClose, children, details, actions }: Props) {
  // The flow has moved on: 'OTP sent successfully!' and the like would only pile up over this dialog,
  // which says the outcome itself.
  useEffect(() => {
    if (open) toast.dismissStale();
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      size="sm"
    >
      <p className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
        <span>{children}</span>
      </p>
      {details ? <div className="mt-4">{details}</div> : null}
      {actions ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
    </Dialog>
  );
}

import { UI_TEXT } from "@eldercare/contracts";
import { CircleCheck } from "lucide-react";
import { Dialog } from "../../../../components/ui/dialog.tsx";

interface Props {
  open: boolean;
  /** The member's name, for the welcome line. */
  name: string;
  onSubscribeNow: () => void;
  onSubscribeLater: () => void;
}

/** Spec §2 subscription prompt after registration: SUBSCRIBE NOW opens the plans, SUBSCRIBE LATER ends the flow. */
export function RegistrationSuccessfulDialog({ open, name, onSubscribeNow, onSubscribeLater }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onSubscribeLater();
      }}
      title={UI_TEXT.registrationSuccessful}
      size="sm"
    >
      <p className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
        <span>
          Welcome{name ? `, ${name}` : ""}! Your account is ready. Choose a care plan now, or do it later from
          the Plans page.
        </span>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn btn-primary flex-1" onClick={onSubscribeNow}>
          {UI_TEXT.subscribeNow}
        </button>
        <button type="button" className="btn btn-outline flex-1" onClick={onSubscribeLater}>
          {UI_TEXT.subscribeLater}
        </button>
      </div>
    </Dialog>
  );
}

import { type ApiData, REGISTRATION_MESSAGES, TIMINGS, UI_TEXT } from "@eldercare/contracts";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SuccessDialog } from "../../../components/ui/success-dialog.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useSession } from "../../../lib/session.tsx";
import { RegistrationForm } from "../registration/components/registration-form.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Register Now" (spec §2, §4): the registration form; after a successful NEXT the member is signed in,
 * this dialog closes and, 500 ms later, "Registration Successful" asks whether to subscribe now:
 * SUBSCRIBE NOW opens the plans, SUBSCRIBE LATER (or closing) ends the flow.
 */
export function RegistrationDialog({ open, onOpenChange }: Props) {
  const { setSession } = useSession();
  const dialogs = useDialogs();
  const [registeredName, setRegisteredName] = useState<string | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function registered(member: ApiData<"register">) {
    setSession({
      kind: "member",
      member: { user_name: member.user_name, email: member.email, user_id: member.user_id },
    });
    setRegisteredName(member.user_name);
    onOpenChange(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPromptOpen(true), TIMINGS.planModalDelayMs);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={UI_TEXT.registrationTitle} size="sm">
        <RegistrationForm onRegistered={registered} />
      </Dialog>
      <SuccessDialog
        open={promptOpen}
        title={UI_TEXT.registrationSuccessful}
        onClose={() => setPromptOpen(false)}
        actions={
          <>
            <button
              type="button"
              className="btn btn-primary flex-1"
              onClick={() => {
                setPromptOpen(false);
                dialogs.open("plan");
              }}
            >
              {UI_TEXT.subscribeNow}
            </button>
            <button type="button" className="btn btn-outline flex-1" onClick={() => setPromptOpen(false)}>
              {UI_TEXT.subscribeLater}
            </button>
          </>
        }
      >
        {REGISTRATION_MESSAGES.welcome(registeredName ?? "")}
      </SuccessDialog>
    </>
  );
}

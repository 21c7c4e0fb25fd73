import { LoginDialog } from "../features/auth/components/login-dialog.tsx";
import { RegistrationDialog } from "../features/auth/components/registration-dialog.tsx";
import { EnquiryDialog } from "../features/enquiries/components/enquiry-dialog.tsx";
import { PlanDialog } from "../features/plans/components/plan-dialog.tsx";
import { useDialogs } from "../lib/dialogs.tsx";

/** Renders whichever shared dialog is open; features open them with useDialogs(). */
export function DialogHost() {
  const { current, close } = useDialogs();
  const bind = (name: typeof current) => ({
    open: current === name,
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
  });
  return (
    <>
      <LoginDialog kind="user" {...bind("login")} />
      <LoginDialog kind="admin" {...bind("adminLogin")} />
      <RegistrationDialog {...bind("registration")} />
      <EnquiryDialog {...bind("enquiry")} />
      <PlanDialog {...bind("plan")} />
    </>
  );
}

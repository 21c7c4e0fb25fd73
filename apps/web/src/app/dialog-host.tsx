import { lazy, type ReactNode, Suspense, useState } from "react";
import { type DialogName, useDialogs } from "../lib/dialogs.tsx";

// Each dialog's code (forms, validation, the API client) loads when it is first opened, not with the page.
const LoginDialog = lazy(async () => ({
  default: (await import("../features/auth/components/login-dialog.tsx")).LoginDialog,
}));
const RegistrationDialog = lazy(async () => ({
  default: (await import("../features/auth/components/registration-dialog.tsx")).RegistrationDialog,
}));
const EnquiryDialog = lazy(async () => ({
  default: (await import("../features/enquiries/components/enquiry-dialog.tsx")).EnquiryDialog,
}));
const PlanDialog = lazy(async () => ({
  default: (await import("../features/plans/components/plan-dialog.tsx")).PlanDialog,
}));

/**
 * Renders whichever shared dialog is open; features open them with useDialogs(). A dialog stays mounted
 * once opened, so closing it animates and opening it again is instant.
 */
export function DialogHost() {
  const { current, close } = useDialogs();
  const [opened, setOpened] = useState<ReadonlySet<DialogName>>(() => new Set());
  if (current && !opened.has(current)) setOpened(new Set(opened).add(current));

  const bind = (name: DialogName) => ({
    open: current === name,
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
  });
  const mount = (name: DialogName, dialog: ReactNode) =>
    opened.has(name) ? <Suspense fallback={null}>{dialog}</Suspense> : null;
  return (
    <>
      {mount("login", <LoginDialog kind="user" {...bind("login")} />)}
      {mount("adminLogin", <LoginDialog kind="admin" {...bind("adminLogin")} />)}
      {mount("registration", <RegistrationDialog {...bind("registration")} />)}
      {mount("enquiry", <EnquiryDialog {...bind("enquiry")} />)}
      {mount("plan", <PlanDialog {...bind("plan")} />)}
    </>
  );
}

import { UI_TEXT } from "@eldercare/contracts";
import { ContactUsInstead } from "../../../components/ui/contact-us-instead.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Register Now" (spec §2). The form with phone and email one-time codes comes with the identity work. */
export function RegistrationDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={UI_TEXT.registrationTitle} size="sm">
      <ContactUsInstead>
        Online registration is opening shortly. Until then our care team will register your family over the
        phone or by email.
      </ContactUsInstead>
    </Dialog>
  );
}

import { ContactUsInstead } from "../../../components/ui/contact-us-instead.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "User Login" (spec §2). Login with one-time codes comes with the identity work. */
export function LoginDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="User Login" size="sm">
      <ContactUsInstead>
        Member login with a one-time code is opening shortly. For anything about your account, please contact
        us.
      </ContactUsInstead>
    </Dialog>
  );
}

import { UI_TEXT } from "@eldercare/contracts";
import { ContactUsInstead } from "../../../components/ui/contact-us-instead.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Your Peace of Mind Starts Here" (spec §2). The verified enquiry form comes with the enquiries work. */
export function EnquiryDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={UI_TEXT.enquiryTitle} size="lg">
      <ContactUsInstead>
        Tell us about your loved one and how we can help. Call or write to our care team and we will get back
        to you within one working day.
      </ContactUsInstead>
    </Dialog>
  );
}

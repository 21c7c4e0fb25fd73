import { UI_TEXT } from "@eldercare/contracts";
import { ContactUsInstead } from "../../../components/ui/contact-us-instead.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Choose the Plans best for You" (spec §2). Choosing and paying online comes with the plans work. */
export function PlanDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={UI_TEXT.planDialogTitle} size="md">
      <ContactUsInstead>
        Online payment is opening shortly. To subscribe today, our team will help you choose a plan and pay
        securely in rupees.
      </ContactUsInstead>
    </Dialog>
  );
}

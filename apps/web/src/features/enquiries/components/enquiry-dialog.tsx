import { ENQUIRY_MESSAGES, TIMINGS, UI_TEXT } from "@eldercare/contracts";
import { useEffect, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SuccessDialog } from "../../../components/ui/success-dialog.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Your Peace of Mind Starts Here" (spec §2; about 900 × 680 on a desktop, the whole screen on a phone),
 * then "Thank You for Reaching Out!", which closes itself after 3 seconds.
 */
export function EnquiryDialog({ open, onOpenChange }: Props) {
  const [thanking, setThanking] = useState(false);
  // A fresh form each time the modal opens.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (!thanking) return;
    const timer = window.setTimeout(() => setThanking(false), TIMINGS.thankYouMs);
    return () => window.clearTimeout(timer);
  }, [thanking]);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setFormKey((k) => k + 1);
          onOpenChange(next);
        }}
        title={UI_TEXT.enquiryTitle}
        size="lg"
        fullScreenOnPhone
        description="Tell us about your loved one and how we can help. Our care team will get back to you."
      >
        <EnquiryForm
          key={formKey}
          onSent={() => {
            setFormKey((k) => k + 1);
            onOpenChange(false);
            setThanking(true);
          }}
        />
      </Dialog>
      <SuccessDialog open={thanking} title={UI_TEXT.thankYouTitle} onClose={() => setThanking(false)}>
        {ENQUIRY_MESSAGES.thankYou}
      </SuccessDialog>
    </>
  );
}

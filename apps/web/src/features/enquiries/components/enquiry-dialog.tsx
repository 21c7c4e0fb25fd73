import { TIMINGS, UI_TEXT } from "@eldercare/contracts";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
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
      <Dialog open={thanking} onOpenChange={setThanking} title={UI_TEXT.thankYouTitle} size="sm">
        <p className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
          <span>We have received your enquiry. Our care team will get in touch with you shortly.</span>
        </p>
      </Dialog>
    </>
  );
}

import { ENQUIRY_MESSAGES, TIMINGS, UI_TEXT } from "@eldercare/contracts";
import { useEffect, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SuccessDialog } from "../../../components/ui/success-dialog.tsx";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { EnquiryForm, type EnquiryReceived } from "./enquiry-form.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Your Peace of Mind Starts Here" (spec §2; about 900 × 680 on a desktop, the whole screen on a phone),
 * then "Thank You for Reaching Out!" with the reference and the callback time, which closes itself after
 * 3 seconds unless the person points at or touches those details (docs/decisions/0031).
 */
export function EnquiryDialog({ open, onOpenChange }: Props) {
  const [received, setReceived] = useState<EnquiryReceived | null>(null);
  const [held, setHeld] = useState(false);
  // A fresh form each time the modal opens.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (!received || held) return;
    const timer = window.setTimeout(() => setReceived(null), TIMINGS.thankYouMs);
    return () => window.clearTimeout(timer);
  }, [received, held]);

  const hold = () => setHeld(true);

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
          onSent={(answer) => {
            setFormKey((k) => k + 1);
            onOpenChange(false);
            setHeld(false);
            setReceived(answer);
          }}
        />
      </Dialog>
      <SuccessDialog
        open={received !== null}
        title={UI_TEXT.thankYouTitle}
        onClose={() => setReceived(null)}
        details={
          received ? (
            // Pointing at, touching or selecting the details keeps the dialog open to note them down.
            <dl
              className="grid gap-3 rounded-lg bg-primary-50 p-4"
              onPointerEnter={hold}
              onPointerDown={hold}
              onFocus={hold}
            >
              <div>
                <dt className="text-muted">{ENQUIRY_MESSAGES.reference}</dt>
                <dd className="text-xl font-bold tracking-wide text-primary-800">{received.reference}</dd>
              </div>
              {received.callback_due_at ? (
                <div>
                  <dt className="text-muted">{ENQUIRY_MESSAGES.callbackAt}</dt>
                  <dd className="font-semibold">
                    {formatIndiaDateTime(received.callback_due_at)}{" "}
                    <span className="whitespace-nowrap">{ENQUIRY_MESSAGES.indiaTime}</span>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null
        }
      >
        {ENQUIRY_MESSAGES.thankYou}
      </SuccessDialog>
    </>
  );
}

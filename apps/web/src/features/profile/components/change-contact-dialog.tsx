import {
  type DialCode,
  modifyProfileRequestSchema,
  PROFILE_MESSAGES,
  type Profile,
  phoneCheckAlways,
  refinePhone,
} from "@eldercare/contracts";
import { type ReactNode, useState } from "react";
import { z } from "zod";
import { ContactVerificationField } from "../../../components/ui/contact-verification-field.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useContactVerification } from "../../../lib/verification/use-contact-verification.ts";
import { useModifyProfile } from "../api/use-modify-profile.ts";

export type ContactChannel = "phone" | "email";

interface Props {
  profile: Profile;
  /** The contact being changed; null: closed. */
  channel: ContactChannel | null;
  onClose: () => void;
}

const TITLES: Record<ContactChannel, string> = {
  phone: "Change your phone number",
  email: "Change your email",
};

/**
 * A new phone or email, proven with a code sent to it (the registration code screens, register_flag:
 * a phone or email another account uses is refused), then saved with its proof. The old one keeps
 * working until then.
 */
export function ChangeContactDialog({ profile, channel, onClose }: Props) {
  const [shown, setShown] = useState<ContactChannel>("phone");
  if (channel !== null && channel !== shown) setShown(channel);
  return (
    <Dialog
      open={channel !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={TITLES[channel ?? shown]}
      size="sm"
      description={`We will send a one-time code to the new ${
        (channel ?? shown) === "phone" ? "number" : "address"
      }. Your current one keeps working until the new one is verified and saved.`}
    >
      {channel !== null ? (
        <ChangeContactForm key={channel} profile={profile} channel={channel} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

const contract = modifyProfileRequestSchema.shape;
const phoneResolver = contractResolver(
  z
    .object({ country_code: contract.country_code.unwrap(), phone: z.string() })
    .superRefine(refinePhone, phoneCheckAlways()),
);
const emailResolver = contractResolver(z.object({ email: z.string().trim().pipe(contract.email.unwrap()) }));

function ChangeContactForm({
  profile,
  channel,
  onDone,
}: {
  profile: Profile;
  channel: ContactChannel;
  onDone: () => void;
}) {
  return channel === "phone" ? (
    <PhoneForm profile={profile} onDone={onDone} />
  ) : (
    <EmailForm profile={profile} onDone={onDone} />
  );
}

function PhoneForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const verification = useContactVerification("phone");
  const form = useContractForm({
    resolver: phoneResolver,
    defaultValues: { country_code: profile.country_code, phone: "" },
    focus: "phone",
  });
  const dialCode = form.watch("country_code");
  const proof = verification.step === "verified" ? verification.token : null;
  return (
    <SaveWithProof
      profile={profile}
      proof={proof}
      body={(token) => ({
        phone: verification.sentTo ?? "",
        country_code: verification.sentDialCode,
        phone_verification_token: token,
      })}
      label="Save new phone number"
      onDone={onDone}
    >
      <ContactVerificationField
        control={form.control}
        name="phone"
        verification={verification}
        dialCode={dialCode}
        onDialCodeChange={(code) => {
          form.setValue("country_code", code);
          if (form.getValues("phone")) void form.trigger("phone");
        }}
      />
    </SaveWithProof>
  );
}

function EmailForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const verification = useContactVerification("email");
  const form = useContractForm({ resolver: emailResolver, defaultValues: { email: "" }, focus: "email" });
  const proof = verification.step === "verified" ? verification.token : null;
  return (
    <SaveWithProof
      profile={profile}
      proof={proof}
      body={(token) => ({ email: verification.sentTo ?? "", email_verification_token: token })}
      label="Save new email"
      onDone={onDone}
    >
      <ContactVerificationField control={form.control} name="email" verification={verification} />
    </SaveWithProof>
  );
}

/** The save button, enabled once the new value is verified; sends it with its proof. */
function SaveWithProof({
  profile,
  proof,
  body,
  label,
  onDone,
  children,
}: {
  profile: Profile;
  proof: string | null;
  body: (token: string) =>
    | { phone: string; country_code: DialCode; phone_verification_token: string }
    | {
        email: string;
        email_verification_token: string;
      };
  label: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const modify = useModifyProfile(profile.user_id);
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function save() {
    if (!proof) return;
    setSubmitError(null);
    try {
      await modify.mutateAsync({ user_id: profile.user_id, ...body(proof) });
      toast.success(PROFILE_MESSAGES.updated, { id: "profile-updated" });
      onDone();
    } catch (error) {
      const message = firstErrorMessage(error);
      setSubmitError(message);
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {children}
      <FormAlert message={submitError} />
      <DialogActions label={label} busy={modify.isPending} disabled={!proof} onCancel={onDone} />
    </form>
  );
}

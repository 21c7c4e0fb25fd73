import {
  CIRCLE_ROLES,
  type CircleRole,
  DEFAULT_COUNTRY_DIAL_CODE,
  type DialCode,
  FAMILY_CIRCLE_MAX,
  FAMILY_ROLE_HINTS,
  FAMILY_ROLE_LABELS,
  type InviteFamilyRequest,
  inviteFamilyRequestSchema,
} from "@eldercare/contracts";
import { useState } from "react";
import type { z } from "zod";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FullNameField } from "../../../components/ui/full-name-field.tsx";
import { RadioGroupController } from "../../../components/ui/option-group-field.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { dialCodeProps } from "../../../lib/forms/dial-code-props.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useInviteFamily } from "../api/use-family.ts";

interface InviteValues {
  name: string;
  country_code: DialCode;
  phone: string;
  email: string;
  role: CircleRole | "";
}

// The form starts with no role chosen (""), which the contract refuses in its own words.
const resolver = contractResolver(
  inviteFamilyRequestSchema as unknown as z.ZodType<InviteValues, InviteValues>,
);
const ROLE_OPTIONS = CIRCLE_ROLES.map((value) => ({
  value,
  label: `${FAMILY_ROLE_LABELS[value]}: ${FAMILY_ROLE_HINTS[value].toLowerCase()}`,
}));

/**
 * Invite a family member (issue 29): name, mobile number, an optional email, and what they may do. The
 * link goes to their phone by SMS (and to the email, when given); a refusal shows here in the server's words.
 */
export function InviteFamilyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Invite a family member"
      description={`Up to ${FAMILY_CIRCLE_MAX} family members can follow your loved ones' care. We send them a link by SMS.`}
    >
      {open ? <InviteForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteFamily();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm<InviteValues>({
    resolver,
    defaultValues: { name: "", country_code: DEFAULT_COUNTRY_DIAL_CODE, phone: "", email: "", role: "" },
    focus: "name",
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      // The contract's schema has passed: the role is one of the circle's.
      const sent = await invite.mutateAsync(values as InviteFamilyRequest);
      toast.success(sent.Message, { id: "family-invited" });
      onDone();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FullNameField
        label="Their name"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <PhoneField
        label="Their mobile number"
        required
        {...dialCodeProps(form, "country_code", "phone")}
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextField
        label="Their email (optional)"
        type="email"
        autoComplete="off"
        hint="We send the link there too."
        error={errors.email?.message}
        {...register("email")}
      />
      <RadioGroupController
        control={control}
        name="role"
        label="What they may do"
        required
        options={ROLE_OPTIONS}
        columnsClassName="grid-cols-1"
      />
      <FormAlert message={error} />
      <DialogActions label="Send invitation" busy={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}

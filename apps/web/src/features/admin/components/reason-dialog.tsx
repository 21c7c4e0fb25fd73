import { type ReactNode, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { reasonSchema } from "../lib/reason-form.ts";

interface Props {
  open: boolean;
  title: string;
  /** What is being decided, above the field. */
  summary: ReactNode;
  label: string;
  submitLabel: string;
  /** Whether the reason must be given (reject, cancel, decline) or may be (approve). */
  required: boolean;
  /** The contract's rules for the reason (see reason-form.ts); none when it is optional. */
  validate?: (reason: string) => string | undefined;
  danger?: boolean;
  /** Who reads the reason (default: the family). */
  hint?: string;
  onClose: () => void;
  /** Sends the decision; resolves true when it is done (the dialog closes), false to stay open. */
  onSubmit: (reason: string) => Promise<boolean>;
}

/**
 * Asks an administrator to confirm a decision, with the reason the family will see (required to
 * reject, cancel or decline). The call's own toasts say how it went.
 */
export function ReasonDialog(props: Props) {
  // The title last shown open, kept while the dialog closes: pages clear what they asked as they close
  // it, and the closing dialog would otherwise show a blank title.
  const [shownTitle, setShownTitle] = useState(props.title);
  if (props.open && props.title !== shownTitle) setShownTitle(props.title);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.open ? props.title : shownTitle}
      size="md"
    >
      {props.open ? <ReasonForm {...props} /> : null}
    </Dialog>
  );
}

function ReasonForm({
  summary,
  label,
  submitLabel,
  required,
  validate,
  danger,
  hint = "The family sees this.",
  onClose,
  onSubmit,
}: Props) {
  const form = useContractForm({
    resolver: contractResolver(reasonSchema(validate ?? (() => undefined))),
    defaultValues: { reason: "" },
    focus: "reason",
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async ({ reason }) => {
    if (await onSubmit(reason.trim())) onClose();
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div>{summary}</div>
      <TextAreaField
        label={label}
        required={required}
        rows={3}
        inputClassName="resize-y"
        hint={hint}
        error={formState.errors.reason?.message}
        {...register("reason")}
      />
      <DialogActions
        label={submitLabel}
        tone={danger ? "danger" : "primary"}
        busy={formState.isSubmitting}
        cancelLabel="Go back"
        onCancel={onClose}
      />
    </form>
  );
}

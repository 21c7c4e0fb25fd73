import type { ModifyFaqRequest } from "@eldercare/contracts";
import { type ReactNode, useId } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { type FaqFormValues, faqResolver } from "../lib/faq-form.ts";

interface Props {
  open: boolean;
  title: string;
  /** Above the fields (the visitor's question being answered). */
  summary?: ReactNode;
  initial: FaqFormValues;
  /** Categories in use, offered as suggestions (a new one may be typed). */
  categories: readonly string[];
  submitLabel: string;
  onClose: () => void;
  /** Saves; resolves true when done (the dialog closes), false to stay open. */
  onSubmit: (values: ModifyFaqRequest) => Promise<boolean>;
}

/** Creates or edits an FAQ, or answers a visitor's question with one: admin/modifyfaq/'s fields and rules. */
export function FaqFormDialog(props: Props) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.title}
      size="md"
    >
      {props.open ? <FaqForm {...props} /> : null}
    </Dialog>
  );
}

function FaqForm({ summary, initial, categories, submitLabel, onClose, onSubmit }: Props) {
  const listId = useId();
  const form = useContractForm({ resolver: faqResolver, defaultValues: initial, focus: "category" });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) onClose();
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {summary ? <div>{summary}</div> : null}
      <TextField
        label="Category"
        required
        list={listId}
        error={errors.category?.message}
        {...register("category")}
      />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextAreaField
        label="Question"
        required
        rows={2}
        inputClassName="resize-y"
        error={errors.question?.message}
        {...register("question")}
      />
      <TextAreaField
        label="Answer"
        required
        rows={6}
        inputClassName="resize-y"
        error={errors.answer?.message}
        {...register("answer")}
      />
      <TextField
        label="Display order"
        type="number"
        inputMode="numeric"
        min={0}
        hint="Lower numbers come first within the category."
        error={errors.display_order?.message}
        {...register("display_order", { valueAsNumber: true })}
      />
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" className="size-5 accent-primary-700" {...register("is_active")} />
        Published on the FAQ page
      </label>
      <DialogActions label={submitLabel} busy={formState.isSubmitting} onCancel={onClose} />
    </form>
  );
}

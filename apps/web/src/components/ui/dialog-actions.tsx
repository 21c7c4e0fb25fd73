import { LoaderCircle } from "lucide-react";

interface Props {
  /** The main action's label. */
  label: string;
  /** Shows a spinner and disables the main action while its call runs. */
  busy: boolean;
  /** Disabled for another reason (e.g. the form is not complete yet). */
  disabled?: boolean;
  tone?: "primary" | "danger";
  /** A form's submit (default), or a plain button calling `onConfirm`. */
  onConfirm?: () => void;
  /** The way out: "Cancel" unless named otherwise. */
  cancelLabel?: string;
  onCancel: () => void;
  cancelDisabled?: boolean;
}

/**
 * The two buttons at the foot of a dialog or form: the main action (first on a phone, on the right from
 * tablet width) with its spinner, and the way out.
 */
export function DialogActions({
  label,
  busy,
  disabled = false,
  tone = "primary",
  onConfirm,
  cancelLabel = "Cancel",
  onCancel,
  cancelDisabled = false,
}: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
      <button
        type={onConfirm ? "button" : "submit"}
        className={`btn btn-${tone} ${busy ? "disabled:cursor-wait" : ""}`}
        disabled={busy || disabled}
        onClick={onConfirm}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        {label}
      </button>
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </button>
    </div>
  );
}

import { OTP_LOGIN_TEXT } from "@eldercare/contracts";
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from "react";
import {
  applyBackspace,
  applyInput,
  type DigitsChange,
  distribute,
  focusForKey,
  isComplete,
} from "./otp-digits.ts";

function focusInput(box: HTMLInputElement | null | undefined) {
  if (box) {
    box.focus();
    box.select();
  }
}

export interface OtpInputHandle {
  /** Puts focus in the first box (after the boxes were cleared). */
  focusFirst: () => void;
}

interface OtpInputProps {
  /** One entry per box: a digit or "". Its length is the number of boxes. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called with the whole code when a change fills the last empty box. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** id of the message describing the boxes (an error, or the "sent to" text). */
  describedBy?: string;
  /** Accessible name of the group, e.g. "One-time code". */
  label: string;
  /** Each box's name: "Digit 1 of 6" unless given (the companion's language). */
  digitLabel?: (digit: number, of: number) => string;
  ref?: Ref<OtpInputHandle>;
}

/**
 * Boxes for a one-time code: one digit each, numeric keyboard, typing advances, Backspace on an empty
 * box goes back, arrows move, a pasted or autofilled code fills them all (spec §4/§5).
 */
export function OtpInput({
  digits,
  onChange,
  onComplete,
  disabled,
  invalid,
  describedBy,
  label,
  digitLabel = OTP_LOGIN_TEXT.digitLabel,
  ref,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = digits.length;

  const focusBox = (index: number) => focusInput(boxes.current[index]);

  useImperativeHandle(ref, () => ({ focusFirst: () => focusInput(boxes.current[0]) }), []);

  const commit = (change: DigitsChange) => {
    const wasComplete = isComplete(digits);
    onChange(change.digits);
    focusBox(change.focus);
    if (!wasComplete && isComplete(change.digits)) onComplete?.(change.digits.join(""));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      commit(applyBackspace(digits, index));
      return;
    }
    const target = focusForKey(event.key, index, length);
    if (target !== null) {
      event.preventDefault();
      focusBox(target);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData("text");
    if (/\d/.test(text)) commit(distribute(digits, index, text));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a visible legend; a labelled group is what assistive tech needs here
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed for the input's life
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={digitLabel(index + 1, length)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => commit(applyInput(digits, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          className="block h-14 w-full min-w-0 rounded-lg border-2 border-muted bg-white text-center text-2xl font-bold text-ink disabled:opacity-60 aria-[invalid=true]:border-danger sm:h-16"
        />
      ))}
    </div>
  );
}

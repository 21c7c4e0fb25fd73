import { VISIT_REPORT_TEXT } from "@eldercare/contracts";
import { Camera, Trash2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { PHOTO_ACCEPT, photoFileProblem } from "../../lib/photo-file.ts";
import { useObjectUrl } from "../../lib/session-photo.ts";
import { FormField } from "./form-field.tsx";

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  /** The server's refusal of the photo (the size and type are checked here first, in the same words). */
  error?: string | undefined;
  /** The photo chosen and accepted by the checks here; null when none. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** What the preview of the chosen photo is called (default: "The photo you chose"). */
  previewAlt?: string;
  disabled?: boolean;
}

/**
 * One photo to upload (a visit's, a companion's): a file input offering JPEG, PNG and WebP, checked here
 * for size and type with the contract's messages before anything is sent; the chosen photo is shown
 * (through an object URL, revoked when it changes) with a way to take it out again.
 */
export function PhotoField({ label, hint, error, file, onChange, previewAlt, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const preview = useObjectUrl(file);

  function choose(chosen: File | null) {
    const refused = chosen ? photoFileProblem(chosen) : undefined;
    setProblem(refused);
    if (refused && input.current) input.current.value = "";
    onChange(refused ? null : chosen);
  }

  function remove() {
    if (input.current) input.current.value = "";
    setProblem(undefined);
    onChange(null);
  }

  return (
    <div className="space-y-3">
      <FormField label={label} hint={hint} error={problem ?? error}>
        {(aria) => (
          // A button that names what it does and fits a phone, not the browser's "No file chosen" field
          // cut to "No fil…hosen" (issue 41): the input stays, hidden, and keeps focus and the labels.
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <input
              {...aria}
              ref={input}
              type="file"
              accept={PHOTO_ACCEPT}
              disabled={disabled}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="peer sr-only"
            />
            <label
              htmlFor={aria.id}
              className="btn btn-outline cursor-pointer peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring)"
            >
              <Camera aria-hidden="true" className="size-5" />
              {file ? VISIT_REPORT_TEXT.choosePhotoAgain : VISIT_REPORT_TEXT.choosePhoto}
            </label>
            <span className="min-w-0 break-all text-base text-muted">
              {file ? file.name : VISIT_REPORT_TEXT.noPhotoChosen}
            </span>
          </div>
        )}
      </FormField>
      {file && preview ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={preview}
            alt={previewAlt ?? VISIT_REPORT_TEXT.chosenPhotoAlt}
            className="max-h-48 max-w-full rounded-lg border border-line object-contain"
          />
          <button type="button" className="btn btn-outline" onClick={remove} disabled={disabled}>
            <Trash2 aria-hidden="true" className="size-5" />
            {VISIT_REPORT_TEXT.removePhoto}
          </button>
        </div>
      ) : null}
    </div>
  );
}

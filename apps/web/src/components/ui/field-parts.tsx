import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useUiWords } from "./ui-words.ts";

/** The look of every form input: 48 px tall, thick border, red border when invalid (plus a message). */
export const INPUT =
  "block min-h-12 w-full min-w-0 rounded-lg border-2 border-muted bg-white px-4 py-2.5 text-lg text-ink read-only:bg-primary-50 aria-[invalid=true]:border-danger";

/** Joins the ids of the descriptions that apply (aria-describedby). */
export function describedBy(...list: (string | false | null | undefined)[]): string | undefined {
  const kept = list.filter(Boolean).join(" ");
  return kept || undefined;
}

/** " (required)" after a label: in words, not a colour or an asterisk. */
export function RequiredMark() {
  const { required } = useUiWords();
  return (
    <>
      {" "}
      <span className="font-normal text-muted">{required}</span>
    </>
  );
}

/** A field's error: an icon and text (never colour alone), linked from the field by its id. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-2 text-base font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useCallback, useRef } from "react";
import { registerDialogTitle } from "../../lib/dialog-title-edge.ts";
import { useUiWords } from "./ui-words.ts";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Width of the panel; spec §2 sizes: registration ~460 px, enquiry ~900 px. */
  size?: "sm" | "md" | "lg";
  /** The whole screen on a phone; on larger screens the size's width and at most 680 px high (the enquiry modal). */
  fullScreenOnPhone?: boolean;
  /** false: no close button, and Escape or a click outside do nothing (while a payment is being confirmed). */
  dismissible?: boolean;
}

/** The element that had focus as a dialog opened, and how to find it again if the page replaced it. */
interface Opener {
  element: HTMLElement;
  id: string;
  name: string;
}

function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return {
    element: active,
    id: active.id,
    name: active.getAttribute("aria-label") ?? active.textContent ?? "",
  };
}

/** The opener if still on the page; else one button or link of the same id, or of the same name. */
function findOpener(o: Opener): HTMLElement | null {
  if (o.element.isConnected) return o.element;
  if (o.id) return document.getElementById(o.id);
  const same = [...document.querySelectorAll<HTMLElement>("button, a[href]")].filter(
    (el) => (el.getAttribute("aria-label") ?? el.textContent ?? "") === o.name,
  );
  return same.length === 1 ? (same[0] ?? null) : null;
}

const SIZES = { sm: "max-w-[460px]", md: "max-w-2xl", lg: "max-w-[900px]" } as const;

/** An accessible modal (focus trap, Escape, labelled by its title) with the product's look. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "sm",
  fullScreenOnPhone = false,
  dismissible = true,
}: DialogProps) {
  const { closeDialog } = useUiWords();
  const hold = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // The toaster keeps toasts below this dialog's title row while it is open.
  const unregister = useRef<(() => void) | null>(null);
  // The control that opened it, as the dialog opens (issue 42): focus goes back there when it closes,
  // even if the page re-rendered it meanwhile (found again by its id or accessible name), never the body.
  const opener = useRef<Opener | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined")
    opener.current = openerOf(document.activeElement);
  wasOpen.current = open;
  const titleRow = useCallback((row: HTMLDivElement | null) => {
    unregister.current?.();
    unregister.current = row ? registerDialogTitle(row) : null;
  }, []);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/55" />
        <RadixDialog.Content
          className={`dialog-content fixed z-50 overflow-y-auto bg-white p-6 shadow-2xl sm:p-8 ${SIZES[size]} ${
            fullScreenOnPhone
              ? "inset-0 h-dvh w-full sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[min(680px,92dvh)] sm:w-[calc(100vw-1.5rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
              : "top-1/2 left-1/2 max-h-[92dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl"
          }`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onEscapeKeyDown={hold}
          onCloseAutoFocus={(event) => {
            const back = opener.current ? findOpener(opener.current) : null;
            if (!back) return;
            event.preventDefault();
            back.focus();
          }}
          onPointerDownOutside={hold}
          onInteractOutside={hold}
        >
          <div ref={titleRow} className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-2xl font-bold text-primary-800">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-primary-50">
                <X aria-hidden="true" className="size-6" />
                <span className="sr-only">{closeDialog}</span>
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-muted">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import { CircleCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";

interface Props<T> {
  /** What the action is on (a schedule, a loved one); null: closed. */
  item: T | null;
  /** Keys the form, so opening on another item starts it afresh. */
  itemKey: (item: T) => number;
  title: string;
  /** The title once the server has said it went through. */
  doneTitle: string;
  size: "md" | "lg";
  onClose: () => void;
  /** The action's form: it calls `onDone` with the server's message, `onCancel` to close. */
  children: (item: T, onDone: (message: string) => void, onCancel: () => void) => ReactNode;
}

/**
 * The shell the care schedule's actions share (end, change from a date, pause): the form while open, then
 * the server's message in the dialog itself (announced as a status) with a Done button, while the
 * schedules and bookings refresh behind it.
 */
export function SeriesActionDialog<T>({
  item,
  itemKey,
  title,
  doneTitle,
  size,
  onClose,
  children,
}: Props<T>) {
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={done ? doneTitle : title}
      size={size}
    >
      {done ? (
        <div className="space-y-6">
          <p role="status" className="flex items-start gap-3">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
            <span>{done}</span>
          </p>
          <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={close}>
            Done
          </button>
        </div>
      ) : item !== null ? (
        <div key={itemKey(item)}>{children(item, setDone, close)}</div>
      ) : null}
    </Dialog>
  );
}

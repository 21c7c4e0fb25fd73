import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";

/**
 * Why a form could not be sent, above its button: announced, and focused when it appears (the button
 * that sent the form has just been disabled, so focus would otherwise be lost).
 */
export function FormAlert({ message, className = "" }: { message: string | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`flex items-start gap-3 rounded-lg border-2 border-danger bg-white p-3 font-semibold text-danger ${className}`}
    >
      <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

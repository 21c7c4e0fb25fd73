/** Approve and Decline at the foot of a request's card; `what` names it for screen readers ("request #4"). */
export function DecisionButtons({
  what,
  busy,
  onDecide,
}: {
  what: string;
  busy: boolean;
  onDecide: (decision: "approve" | "decline") => void;
}) {
  return (
    <div className="mt-auto flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-primary px-3"
        disabled={busy}
        onClick={() => onDecide("approve")}
      >
        Approve<span className="sr-only"> {what}</span>
      </button>
      <button
        type="button"
        className="btn btn-danger-outline px-3"
        disabled={busy}
        onClick={() => onDecide("decline")}
      >
        Decline<span className="sr-only"> {what}</span>
      </button>
    </div>
  );
}

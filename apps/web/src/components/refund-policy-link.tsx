import { Link } from "react-router";

/** The Cancellation and Refund Policy, opened beside a dialog that quotes it (a new tab, so nothing typed is lost). */
export function RefundPolicyLink() {
  return (
    <Link
      to="/documents/cancellation-refund"
      className="font-semibold underline"
      target="_blank"
      rel="noopener"
    >
      Cancellation and Refund Policy<span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

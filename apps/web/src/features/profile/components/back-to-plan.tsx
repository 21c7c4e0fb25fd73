import { Link } from "react-router";

/** The way back from a GST document to the profile's plan tab (not printed). */
export function BackToPlan() {
  return (
    <p className="print:hidden">
      <Link
        to="/user/profile?tab=plan"
        className="font-semibold text-primary-700 underline underline-offset-4"
      >
        Back to your plan
      </Link>
    </p>
  );
}

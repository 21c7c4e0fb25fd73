import { Link } from "react-router";
import { Page } from "../components/ui/page.tsx";

export function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      description="The page you were looking for could not be found. Go back to the SeniorCare Relief home page."
    >
      <p>
        Sorry, we could not find the page you were looking for. It may have moved, or the address may be
        mistyped.
      </p>
      <p className="mt-8">
        <Link to="/" className="btn btn-primary">
          Back to home
        </Link>
      </p>
    </Page>
  );
}

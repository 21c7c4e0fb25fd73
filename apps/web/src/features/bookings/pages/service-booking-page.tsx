import { Link } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";

/** /service/booking: how booking works. Members book from here once booking opens online. */
export function ServiceBookingPage() {
  const { open } = useDialogs();
  return (
    <Page
      title="Book a Service"
      description="How booking works: subscribe to a plan, choose a service and a shift, and we arrange the right caregiver for your loved one."
      lead="Choose a service, a date and a shift, and we will arrange the right person for your loved one."
    >
      <ol className="list-decimal space-y-3 pl-6">
        <li>
          Choose a{" "}
          <Link to="/plandetails" className="underline">
            plan
          </Link>{" "}
          for one person or a couple.
        </li>
        <li>Tell us the service you need: a companion visit, a doctor's appointment, help at home.</li>
        <li>Pick a date and a shift; our care manager confirms the caregiver with you.</li>
      </ol>
      <p className="mt-6">
        Online booking for members is opening shortly. Until then, our team books visits for you.
      </p>
      <button type="button" className="btn btn-primary mt-6" onClick={() => open("enquiry")}>
        Ask us to book a visit
      </button>
    </Page>
  );
}

import { Page } from "../../../components/ui/page.tsx";

export function ServiceBookingPage() {
  return (
    <Page title="Book a Service">
      <p>Choose a service, a date and a time, and we will arrange the right person for your loved one.</p>
    </Page>
  );
}

import { Page } from "../../../components/ui/page.tsx";

export function PlanAndServiceDetailsPage() {
  return (
    <Page title="Plan and Service Details">
      <p>Your subscription and the services you have booked under it.</p>
    </Page>
  );
}

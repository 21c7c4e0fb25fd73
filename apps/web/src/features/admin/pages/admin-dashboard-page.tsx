import { Page } from "../../../components/ui/page.tsx";

export function AdminDashboardPage() {
  return (
    <Page title="Admin Dashboard">
      <p>Members, enquiries and service bookings at a glance.</p>
    </Page>
  );
}

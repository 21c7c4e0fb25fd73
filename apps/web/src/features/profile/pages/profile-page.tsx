import { Page } from "../../../components/ui/page.tsx";

export function ProfilePage() {
  return (
    <Page title="My Profile">
      <p>Your details, your loved ones' details and your plan, all in one place.</p>
    </Page>
  );
}

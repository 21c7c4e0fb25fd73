import { Page } from "../../../components/ui/page.tsx";

export function ProfileFormPage() {
  return (
    <Page title="Update Profile">
      <p>Keep your contact details and your loved ones' information up to date.</p>
    </Page>
  );
}

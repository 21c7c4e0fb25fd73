import { Page } from "../../../components/ui/page.tsx";

export function ServicesPage() {
  return (
    <Page title="Our Services">
      <p>
        General, emergency, medical, geriatric and logistics assistance, arranged by people who treat your
        family like their own.
      </p>
    </Page>
  );
}

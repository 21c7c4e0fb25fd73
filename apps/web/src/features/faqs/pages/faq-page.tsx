import { Page } from "../../../components/ui/page.tsx";

export function FaqPage() {
  return (
    <Page title="Frequently Asked Questions">
      <p>Answers to the questions families ask us most often about our plans and services.</p>
    </Page>
  );
}

import { Page } from "../../../components/ui/page.tsx";
import { BRAND_NAME } from "../../../lib/brand.ts";

export function AboutPage() {
  return (
    <Page title="About Us">
      <p>
        {BRAND_NAME} helps families who live away from their elders make sure their loved ones are safe, cared
        for and never alone.
      </p>
    </Page>
  );
}

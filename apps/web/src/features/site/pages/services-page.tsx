import { LOAD_MESSAGES, SERVICE_SECTIONS } from "@eldercare/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useServiceItems } from "../api/use-service-items.ts";
import { ServiceSection } from "../components/service-section.tsx";
import { WhereWeServe } from "../components/where-we-serve.tsx";
import { useSectionHighlight } from "../hooks/use-section-highlight.ts";
import { groupServicesBySection, SERVICE_SECTION_INFO, SERVICES_PATH } from "../lib/assistance-types.ts";

const DESCRIPTION =
  "Companionship, emergency coordination, doctor-visit support, geriatric care, errands and everyday conveniences for elderly parents in India.";

function SectionLinks() {
  return (
    <nav aria-label="Service sections" className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {SERVICE_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={{ pathname: SERVICES_PATH, hash: `#${section}` }}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-primary-200 bg-white px-4 font-semibold text-primary-800 no-underline hover:border-primary-700 hover:bg-primary-50"
            >
              {SERVICE_SECTION_INFO[section].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ServicesPage() {
  const services = useServiceItems();
  const { open } = useDialogs();
  const highlighted = useSectionHighlight(SERVICE_SECTIONS, services.isSuccess);

  let body: ReactNode;
  if (services.isPending) {
    body = <LoadingNotice>{LOAD_MESSAGES.servicesLoading}</LoadingNotice>;
  } else if (services.isError) {
    body = (
      <LoadError
        title={LOAD_MESSAGES.servicesFailed}
        error={services.error}
        onRetry={() => void services.refetch()}
      />
    );
  } else {
    body = (
      <div className="space-y-8">
        {groupServicesBySection(services.data).map((content) => (
          <ServiceSection
            key={content.section}
            content={content}
            highlighted={highlighted === content.section}
          />
        ))}
      </div>
    );
  }

  return (
    <Page
      title="Our Services"
      description={DESCRIPTION}
      width="wide"
      lead="Everything we arrange for your parents, grouped by the kind of help they need. Our care is non-medical: we accompany, coordinate and support, and leave diagnosis and treatment to doctors."
    >
      <p>
        Members book these services from their account, using the visits and calls their plan includes. Jump
        to a kind of help:
      </p>
      <SectionLinks />
      <div className="mt-10">{body}</div>
      <div className="mt-12">
        <WhereWeServe />
      </div>
      <aside
        aria-labelledby="services-help"
        className="mt-12 rounded-2xl bg-primary-800 p-6 text-white [--focus-ring:var(--color-accent-400)] sm:p-8"
      >
        <h2 id="services-help" className="text-2xl font-bold text-white">
          Not sure what your parents need?
        </h2>
        <p className="mt-2 text-primary-50">
          Tell us a little about them and a care coordinator will call you back to suggest the right help.
        </p>
        <button type="button" className="btn btn-accent mt-5" onClick={() => open("enquiry")}>
          Enquire now
        </button>
      </aside>
    </Page>
  );
}

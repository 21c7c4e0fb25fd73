import { EMERGENCY_TEXT, LOAD_MESSAGES, type ServiceItem } from "@eldercare/contracts";
import { Clock } from "lucide-react";
import { EmergencyCallLink, EmergencyNotice } from "../../../components/emergency-call.tsx";
import {
  ASSISTANCE_TYPE_CARDS,
  formatDuration,
  SERVICE_SECTION_INFO,
  type ServiceSectionContent,
} from "../lib/assistance-types.ts";
import { AssistanceIcon } from "./assistance-icon.tsx";

function ServiceList({ services, headingLevel }: { services: ServiceItem[]; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  if (services.length === 0) {
    return <p className="mt-4 text-muted">{LOAD_MESSAGES.noServicesOfKind}</p>;
  }
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.service_id} className="rounded-lg border border-line bg-paper p-4 sm:p-5">
          <Heading className="text-lg font-bold text-primary-800 sm:text-xl">{service.service_name}</Heading>
          <p className="mt-1">{service.service_description}</p>
          {service.bookable ? (
            <p className="mt-2 inline-flex items-center gap-1.5 text-base font-medium text-muted">
              <Clock aria-hidden="true" className="size-5 shrink-0" />
              <span className="sr-only">Typical duration: </span>
              {formatDuration(service.duration_minutes)}
            </p>
          ) : (
            // Emergency help is not booked ahead: it is a call, at any hour.
            <div className="mt-2">
              <p className="font-medium">{EMERGENCY_TEXT.callInstead}</p>
              <EmergencyCallLink className="underline underline-offset-4" />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * One section of /services/consulting (spec §2): heading, what the type covers and its services. The
 * section's id is the assistance type, the target of `/services/consulting#<type>`.
 */
export function ServiceSection({
  content,
  highlighted,
}: {
  content: ServiceSectionContent;
  highlighted: boolean;
}) {
  const { section, groups } = content;
  const info = SERVICE_SECTION_INFO[section];
  const headingId = `${section}-heading`;
  return (
    <section
      id={section}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-highlighted={highlighted ? "true" : undefined}
      className={`scroll-mt-24 rounded-2xl border border-line bg-white p-4 shadow-sm focus:outline-none sm:p-8 ${highlighted ? "section-glow" : ""}`}
    >
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <AssistanceIcon type={section} className="size-6" />
        </span>
        {/* A long word ("Convenience") breaks rather than running off a phone's screen with large text. */}
        <span className="min-w-0 break-words hyphens-auto">{info.title}</span>
      </h2>
      <p className="mt-4 max-w-3xl">{info.description}</p>
      {section === "emergency" ? (
        <div className="mt-4 max-w-3xl">
          <EmergencyNotice headingLevel={3} />
        </div>
      ) : null}
      {groups.map((group) =>
        group.type === section ? (
          <ServiceList key={group.type} services={group.services} headingLevel={3} />
        ) : (
          <div key={group.type} className="mt-8">
            <h3 className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
              <AssistanceIcon type={group.type} className="size-6 shrink-0 text-primary-700" />
              <span className="min-w-0 break-words hyphens-auto">
                {ASSISTANCE_TYPE_CARDS[group.type].title}
              </span>
            </h3>
            <ServiceList services={group.services} headingLevel={4} />
          </div>
        ),
      )}
    </section>
  );
}

import { EMERGENCY_TEXT, telHref } from "@eldercare/contracts";
import { PhoneCall, Siren } from "lucide-react";
import { useCompanyDetails } from "../lib/company-query.ts";

/**
 * The 24x7 emergency helpline as a tap-to-call link (the number comes from the server's configuration,
 * shared/company/). `compact` shows only "Emergency" next to the icon where space is tight; the link's
 * name always says what it is and the number it dials. The number keeps together on a line of its own
 * rather than breaking (an inline block), unless a line is too narrow for it (very large text).
 */
export function EmergencyCallLink({
  className = "",
  compact = false,
  label = EMERGENCY_TEXT.helpline,
  asButton = false,
}: {
  className?: string;
  /** A red button rather than a red link (Urgent help's first step). */
  asButton?: boolean;
  compact?: boolean;
  /** What the number is called beside it (default: the emergency helpline). */
  label?: string;
}) {
  const { data: company } = useCompanyDetails();
  if (!company) return null;
  const phone = company.helpline_phone;
  return (
    <a
      href={telHref(phone)}
      aria-label={`${label}: ${phone}`}
      className={`${asButton ? "btn btn-danger" : "inline-flex min-h-11 items-center gap-2 font-semibold text-danger"} ${className}`}
      data-testid="emergency-call"
    >
      <PhoneCall aria-hidden="true" className="size-5 shrink-0" />
      {compact ? (
        <span>{EMERGENCY_TEXT.short}</span>
      ) : (
        <span>
          {label}: <span className="inline-block tabular-nums">{phone}</span>
        </span>
      )}
    </a>
  );
}

/** What to do in an emergency: the public numbers first, then the helpline (Services, booking, My bookings). */
export function EmergencyNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside
      aria-label="In an emergency"
      className="rounded-lg border-2 border-danger/40 bg-[#fdf2f2] p-4 sm:p-5"
      data-testid="emergency-notice"
    >
      <Heading className="flex items-center gap-2 text-lg font-bold text-danger">
        <Siren aria-hidden="true" className="size-6 shrink-0" />
        In an emergency
      </Heading>
      <p className="mt-1">{EMERGENCY_TEXT.medicalFirst}</p>
      <EmergencyCallLink className="mt-2 underline underline-offset-4" />
    </aside>
  );
}

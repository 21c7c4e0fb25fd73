import {
  type BookingAppointment,
  type CompanionVisit,
  INCIDENT_SEVERITIES,
  type IncidentSeverity,
  indiaToday,
} from "@eldercare/contracts";
import { CircleCheck, FilePen, MapPin, Phone, Siren } from "lucide-react";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import type { UrgentHelpWords } from "../../../components/urgent-help-dialog.tsx";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { useCompanionReportIncident } from "../api/use-report-incident.ts";
import { addressOf, mapLink, phoneLink } from "../lib/visit-links.ts";
import type { ShownVisit } from "../offline/queued-visits.ts";
import { VisitCheck } from "./visit-check.tsx";
import { VisitEmergencyCardView } from "./visit-emergency-card.tsx";
import { WaitingToSend } from "./waiting-to-send.tsx";

// Loaded when opened: its form and dialog code would hold up the visit list starting from the phone's
// cache (issue 46's 1 s goal).
const UrgentHelpDialog = lazy(async () => ({
  default: (await import("../../../components/urgent-help-dialog.tsx")).UrgentHelpDialog,
}));

/** One fact of the card: a label above its value, large enough to read at a door. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-base font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/**
 * A doctor's appointment in the companion's language: who and where as the family typed them, the time
 * in the language's format ("Dr Sen, AMRI, at 10:30 AM (India time)").
 */
function AppointmentLine({ appointment: a }: { appointment: BookingAppointment }) {
  const { t, startTime } = useCompanionText();
  const who = [a.doctor_name, a.clinic_name].filter(Boolean).join(", ");
  if (!a.time) return <>{who}</>;
  const time = startTime(a.time);
  return <>{who ? t("appointment.whoAt", { who, time }) : t("appointment.atTime", { time })}</>;
}

/**
 * One visit in the companion's app (issue 26), as a large card: when, the service, the loved one's first
 * name, checking in and out (or the report) straight under them, then the address with a map link, the
 * contact on site with a call link, languages, mobility, the family's notes, the emergency card on the
 * day, and urgent help on the day.
 */
export function VisitCard({ visit: v, headingLevel = 3 }: { visit: ShownVisit; headingLevel?: 3 | 4 }) {
  const headingId = `visit-${v.booking_id}`;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const phone = phoneLink(v.contact_phone);
  const { t, startTime } = useCompanionText();
  const mobility = v.mobility
    ? ((t as (key: string, fallback: string) => string)(`mobility.${v.mobility}`, v.mobility) ?? v.mobility)
    : "—";
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border-2 border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-2xl font-extrabold text-primary-800 tabular-nums">
            {startTime(v.start_time)}
            <span className="sr-only"> {t("app.indiaTime")}</span>
          </p>
          <p className="text-base text-muted">{v.shift_name}</p>
        </div>
        {v.status === "completed" ? (
          <span className="inline-flex min-h-8 items-center gap-1.5 rounded-full border-2 border-muted px-3 text-base font-semibold">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t("app.done")}
          </span>
        ) : null}
      </div>
      <Heading id={headingId} className="mt-2 text-2xl font-bold break-words">
        {v.loved_one_first_name}
        <span className="block text-lg font-semibold text-ink">{v.service_name}</span>
      </Heading>
      {/* The visit's main action first, where the thumb is on a phone (issue 41); the details below. */}
      <VisitCheck visit={v} />
      <VisitReportStep visit={v} />

      <dl className="mt-4 space-y-4 border-t-2 border-line pt-4 text-lg">
        {/* A doctor's appointment (issue 42): who, where and when, as the family gave it. */}
        {v.appointment ? (
          <Fact label={t("app.appointment")}>
            <span className="block break-words">
              <AppointmentLine appointment={v.appointment} />
            </span>
          </Fact>
        ) : null}
        <Fact label={t("app.address")}>
          <span className="block break-words">{addressOf(v)}</span>
          <a
            href={mapLink(v)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-outline mt-2 w-full sm:w-auto"
          >
            <MapPin aria-hidden="true" className="size-5" />
            {t("app.openMap")}
            <span className="sr-only"> {t("app.opensNewTab")}</span>
          </a>
        </Fact>
        <Fact label={t("app.contactOnSite")}>
          <span className="block break-words">{v.contact_name || "—"}</span>
          {phone ? (
            // With large text the label wraps and the number moves under it whole, never split (issue 46).
            <a href={phone.href} className="btn btn-primary mt-2 w-full flex-wrap sm:w-auto">
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              {t("app.call")}{" "}
              <span className="whitespace-nowrap tracking-normal tabular-nums">{phone.text}</span>
            </a>
          ) : null}
        </Fact>
        <Fact label={t("app.languages")}>{v.languages.length > 0 ? v.languages.join(", ") : "—"}</Fact>
        <Fact label={t("app.mobility")}>{mobility}</Fact>
        <Fact label={t("app.familyNotes")}>
          {v.family_notes ? (
            <span className="block whitespace-pre-line break-words">{v.family_notes}</span>
          ) : (
            <span className="text-muted">{t("app.noFamilyNotes")}</span>
          )}
        </Fact>
      </dl>
      {v.emergency_card ? <VisitEmergencyCardView card={v.emergency_card} /> : null}
      <VisitUrgentHelp visit={v} />
    </article>
  );
}

/** "Urgent help" on a visit whose day has come (issue 29): the desk's number and an incident report. */
function VisitUrgentHelp({ visit: v }: { visit: CompanionVisit }) {
  const [open, setOpen] = useState(false);
  const report = useCompanionReportIncident();
  const { t, startTime, server } = useCompanionText();
  const words = useMemo<UrgentHelpWords>(() => {
    const each = (suffix: "" | "Hint") =>
      Object.fromEntries(INCIDENT_SEVERITIES.map((s) => [s, t(`urgent.${s}${suffix}`)])) as Record<
        IncidentSeverity,
        string
      >;
    return {
      heading: t("urgent.heading"),
      callFirst: t("urgent.callFirst"),
      callNumber: { "112": t("urgent.call112"), "108": t("urgent.call108") },
      callDesk: t("urgent.callDesk"),
      reportHeading: t("urgent.reportHeading"),
      reportIntro: t("urgent.reportIntro"),
      severity: t("urgent.severity"),
      severityLabel: each(""),
      severityHint: each("Hint"),
      what: t("urgent.what"),
      send: t("urgent.send"),
      cancel: t("urgent.cancel"),
      done: t("urgent.done"),
      message: server,
    };
  }, [t, server]);
  if (v.visit_date > indiaToday()) return null;
  return (
    <div className="mt-4 border-t-2 border-line pt-4">
      <button
        type="button"
        className="btn btn-danger-outline min-h-14 w-full text-lg"
        onClick={() => setOpen(true)}
      >
        <Siren aria-hidden="true" className="size-6" />
        {t("card.urgentHelp")}{" "}
        <span className="sr-only">{t("app.forName", { name: v.loved_one_first_name })}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UrgentHelpDialog
            open
            words={words}
            summary={
              <p>
                <strong>{v.service_name}</strong> {t("app.forName", { name: v.loved_one_first_name })},{" "}
                {startTime(v.start_time)}.
              </p>
            }
            onClose={() => setOpen(false)}
            onReport={async (values) =>
              server((await report.mutateAsync({ booking_id: v.booking_id, ...values })).Message)
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * After check-out, the report (issue 26): "File the visit report" opens its page; once filed, the card
 * says so. Nothing before check-out.
 */
function VisitReportStep({ visit: v }: { visit: ShownVisit }) {
  const { t } = useCompanionText();
  if (v.report_filed_at) {
    return (
      <div className="mt-4 border-t-2 border-line pt-4 text-lg font-semibold text-primary-800">
        <p className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {v.waiting?.report ? t("offline.reportSaved") : t("report.reportFiled")}
        </p>
        {v.waiting?.report ? <WaitingToSend /> : null}
      </div>
    );
  }
  if (v.status !== "confirmed" || !v.checked_out_at) return null;
  return (
    <Link
      to={`/companion/visit/${v.booking_id}/report`}
      className="btn btn-primary mt-3 min-h-14 w-full text-lg"
    >
      <FilePen aria-hidden="true" className="size-6" />
      {t("report.fileReport")}{" "}
      <span className="sr-only">{t("app.forName", { name: v.loved_one_first_name })}</span>
    </Link>
  );
}

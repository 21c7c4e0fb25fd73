import { VISIT_REPORT_MESSAGES, visitStartDay } from "@eldercare/contracts";
import { ArrowLeft, CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { usePageMeta } from "../../../lib/use-page-meta.ts";
import { VisitReportForm } from "../components/visit-report-form.tsx";
import { WaitingToSend } from "../components/waiting-to-send.tsx";
import { useShownVisits } from "../offline/use-shown-visits.ts";

function BackToVisits() {
  const { t } = useCompanionText();
  return (
    <p>
      <Link
        to="/companion"
        className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-primary-700 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("app.backToVisits")}
      </Link>
    </p>
  );
}

/** Why the form is not shown (not on the list, already filed, not checked out yet). */
function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-line bg-white p-6 text-lg">
      {children}
    </p>
  );
}

/**
 * The confirmation in the form's place, focused so it is read at once: filed, or kept on the phone to be
 * sent when the signal returns (issue 46).
 */
function Filed({ kept }: { kept: boolean }) {
  const { t, server } = useCompanionText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-2xl border-2 border-primary-600 bg-primary-50 p-6"
    >
      <p className="flex items-start gap-3 text-xl font-bold text-primary-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
        {kept ? t("offline.reportKept") : server(VISIT_REPORT_MESSAGES.filed)}
      </p>
      {kept ? <WaitingToSend /> : null}
      <Link to="/companion" className="btn btn-primary mt-5 min-h-14 w-full text-lg">
        {t("app.backToVisits")}
      </Link>
    </div>
  );
}

/**
 * /companion/visit/:bookingId/report (issue 26): the report of a visit the companion checked out of, as a
 * page of its own rather than a dialog: on a phone it has the whole screen, the camera or gallery returns
 * to it, and Back leaves it. The visit comes from the companion's own list (nothing else is theirs to see).
 */
export function CompanionVisitReportPage() {
  const { t, server, day, startTime } = useCompanionText();
  usePageMeta(t("report.fileReport"));
  const bookingId = Number(useParams().bookingId);
  const visits = useShownVisits();
  const [filed, setFiled] = useState<"sent" | "kept" | null>(null);
  /** The form's report is on its way: it shows as waiting on the list meanwhile, not here (issue 46). */
  const [sending, setSending] = useState(false);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6">
      <BackToVisits />
      <QueryStates
        // A refresh of the list that fails (no signal) keeps the list it had: the form, and what was
        // written in it, stay on screen to be sent again (issue 42).
        query={visits.data ? { ...visits, isError: false } : visits}
        loading={t("app.loading")}
        failed={t("app.loadFailed")}
      >
        {(data) => {
          const visit = data.visits.find((v) => v.booking_id === bookingId);
          if (filed) {
            return (
              <>
                <h1 className="text-3xl font-bold">
                  {filed === "kept" ? t("offline.reportSaved") : t("report.reportFiled")}
                </h1>
                <Filed kept={filed === "kept"} />
              </>
            );
          }
          if (!visit) {
            return (
              <>
                <h1 className="text-3xl font-bold">{t("report.fileReport")}</h1>
                <Notice>{t("report.notOnList")}</Notice>
              </>
            );
          }
          const heading = (
            <div>
              <h1 className="text-3xl font-bold break-words">
                {t("report.formTitle", { name: visit.loved_one_first_name })}
              </h1>
              <p className="mt-1 text-lg text-muted">
                {visit.service_name},{" "}
                {day(visitStartDay(visit.visit_date, visit.shift_type, visit.start_time))},{" "}
                {startTime(visit.start_time)}
              </p>
            </div>
          );
          if (visit.report_filed_at && !sending) {
            return (
              <>
                {heading}
                <Notice>
                  {visit.waiting?.report
                    ? t("offline.reportKept")
                    : server(VISIT_REPORT_MESSAGES.alreadyFiled)}
                </Notice>
              </>
            );
          }
          if (!visit.checked_out_at) {
            return (
              <>
                {heading}
                <Notice>{server(VISIT_REPORT_MESSAGES.notCheckedOut)}</Notice>
              </>
            );
          }
          return (
            <>
              {heading}
              <div className="rounded-2xl border-2 border-line bg-white p-5">
                <VisitReportForm
                  visit={visit}
                  onFiled={() => setFiled("sent")}
                  onKept={() => setFiled("kept")}
                  onSending={setSending}
                />
              </div>
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}

import { API, VISIT_REPORT_TEXT as T } from "@eldercare/contracts";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { ReaderZoneProvider } from "../../../components/india-time.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { VisitReportView } from "../../../components/visit-report-view.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useRefusal } from "../../../lib/family-role.ts";
import { useMemberAbroad } from "../../../lib/member-abroad.ts";
import { useSession } from "../../../lib/session.tsx";
import { useVisitReport } from "../api/use-visit-report.ts";
import { MY_BOOKINGS_ID } from "../components/my-bookings.tsx";
import { VisitRating } from "../components/visit-rating.tsx";

/**
 * /user/visit/:bookingId (members only, issue 26): the report of one of the member's visits (the "report
 * ready" email links here), then their rating of it: the form until they rate, "Your rating" after.
 */
export function VisitReportPage() {
  // Rating the visit is a manager's or the payer's; a viewer reads the report, and is told who may rate.
  const cannotRate = useRefusal(API.rateVisit);
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const bookingId = Number(useParams().bookingId);
  const valid = Number.isInteger(bookingId) && bookingId > 0;
  const report = useVisitReport(userId, valid ? bookingId : 0);
  const notFound =
    !valid || (report.isError && report.error instanceof ApiError && report.error.status === 404);
  // A member abroad reads the companion's arrival and departure in their own time too (decision 0071).
  const abroad = useMemberAbroad(report.isSuccess);

  return (
    <Page title={T.pageTitle}>
      <p>
        <Link
          to={`/planandservicedetails#${MY_BOOKINGS_ID}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to My bookings
        </Link>
      </p>
      <div className="mt-4 space-y-8">
        {notFound ? (
          <div
            role="alert"
            className="rounded-xl border border-line bg-white p-6"
            data-testid="report-not-found"
          >
            <p className="font-semibold">{T.notFound}</p>
            {report.error ? <p className="mt-2">{report.error.message}</p> : null}
          </div>
        ) : report.isPending ? (
          <LoadingNotice>{T.loading}</LoadingNotice>
        ) : report.isError ? (
          <LoadError title={T.loadFailed} error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <>
            <article className="rounded-xl border border-line bg-white p-5 sm:p-6">
              <ReaderZoneProvider abroad={abroad}>
                <VisitReportView report={report.data} photoRoute="visitPhoto" />
              </ReaderZoneProvider>
            </article>
            {cannotRate === null ? (
              <VisitRating userId={userId} report={report.data} />
            ) : (
              <p className="rounded-xl border border-line bg-white p-5" data-testid="rating-refused">
                {cannotRate}
              </p>
            )}
          </>
        )}
      </div>
    </Page>
  );
}

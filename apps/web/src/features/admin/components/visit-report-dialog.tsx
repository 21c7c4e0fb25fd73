import { type AdminBooking, CARE_DASHBOARD_TEXT, VISIT_REPORT_TEXT } from "@eldercare/contracts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { RatingSummary, VisitReportView } from "../../../components/visit-report-view.tsx";
import { useAdminVisitReport } from "../api/use-admin-visit-report.ts";
import { BookingSummary } from "./booking-rows-view.tsx";

/**
 * A visit's report in the console (issue 26): what the companion filed, the photo (admin/visitphoto/) and
 * the family's rating once given. Read-only.
 */
export function VisitReportDialog({
  booking,
  onClose,
}: {
  booking: AdminBooking | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CARE_DASHBOARD_TEXT.viewReport}
      size="md"
    >
      {booking ? <ReportBody key={booking.booking_id} booking={booking} /> : null}
    </Dialog>
  );
}

function ReportBody({ booking }: { booking: AdminBooking }) {
  const report = useAdminVisitReport(booking.booking_id);
  return (
    <div className="mt-4 space-y-5">
      <BookingSummary booking={booking} />
      <QueryStates query={report} loading={VISIT_REPORT_TEXT.loading} failed={VISIT_REPORT_TEXT.loadFailed}>
        {(r) => (
          <div className="space-y-6">
            <VisitReportView report={r} photoRoute="adminVisitPhoto" headingLevel="h3" />
            {r.rating ? (
              <section className="space-y-2">
                <h3 className="text-xl font-bold">Family's rating</h3>
                <RatingSummary report={{ ...r, rating: r.rating }} reader="team" />
              </section>
            ) : null}
          </div>
        )}
      </QueryStates>
    </div>
  );
}

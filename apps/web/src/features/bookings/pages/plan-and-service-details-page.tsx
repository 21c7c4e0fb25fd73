import { API, BOOKING_TEXT } from "@eldercare/contracts";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { EmergencyCallLink } from "../../../components/emergency-call.tsx";
import { FamilyChoice } from "../../../components/family-choice.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useMayCall, useReaderWords } from "../../../lib/family-role.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePlanUsage } from "../api/use-plan-usage.ts";
import { CareSchedulesSection } from "../components/care-schedules-section.tsx";
import { MyBookings } from "../components/my-bookings.tsx";
import { PlanUsageSection } from "../components/plan-usage-section.tsx";

/**
 * /planandservicedetails (members only; the avatar's Service Bookings): the member's plan with this
 * month's visits used and left, the care schedules, and My bookings to search, filter, cancel, reschedule
 * or add to a calendar.
 */
export function PlanAndServiceDetailsPage() {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const usage = usePlanUsage(userId);
  const words = useReaderWords();
  // A viewer may not ask to move a visit: no way to the requests either (issue 42).
  const mayReschedule = useMayCall(API.requestReschedule);
  return (
    <Page
      title="Plan and Service Details"
      description="Your plan with SeniorCare Relief, the visits left this month, and every visit you have booked."
      lead={words.lead}
      width="wide"
    >
      <div className="space-y-12">
        {/* Emergencies are a call, not a booking (issue 25): the number is one tap away here too. */}
        <EmergencyCallLink className="-mt-6 underline underline-offset-4" />
        {usage.isPending ? (
          <LoadingNotice>{BOOKING_TEXT.planLoading}</LoadingNotice>
        ) : usage.isError ? (
          <LoadError
            title={BOOKING_TEXT.planFailed}
            error={usage.error}
            onRetry={() => void usage.refetch()}
          />
        ) : (
          <>
            {/* A circle member on their own account, with no plan of their own: their families' visits. */}
            {usage.data.subscription ? null : <FamilyChoice />}
            <PlanUsageSection usage={usage.data} />
          </>
        )}
        {/* The weekly patterns (issue 44) above the visits they booked; nothing until the family has one. */}
        <CareSchedulesSection userId={userId} />
        <MyBookings userId={userId} rules={usage.data?.rules} />
        {mayReschedule ? (
          <p>
            <Link
              to="/user/reschedule"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
            >
              <CalendarClock aria-hidden="true" className="size-5" />
              {words.rescheduleRequests}
            </Link>
          </p>
        ) : null}
      </div>
    </Page>
  );
}

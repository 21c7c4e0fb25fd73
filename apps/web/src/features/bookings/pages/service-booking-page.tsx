import { API, BOOKING_MESSAGES, BOOKING_TEXT, FAMILY_MESSAGES, LOAD_MESSAGES } from "@eldercare/contracts";
import { ClipboardList, LogIn, UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { FamilyChoice } from "../../../components/family-choice.tsx";
import { ChoiceGroup } from "../../../components/ui/choice-group.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useMayCall } from "../../../lib/family-role.ts";
import { useSession } from "../../../lib/session.tsx";
import { useLovedOnes } from "../api/use-loved-ones.ts";
import { usePlanUsage } from "../api/use-plan-usage.ts";
import { BookingForm } from "../components/booking-form.tsx";
import { CareScheduleForm } from "../components/care-schedule-form.tsx";

const DESCRIPTION =
  "Book a companion visit, a doctor's appointment or help at home for your loved one: choose a day and a shift from your plan's calendar, and we arrange the right caregiver.";

/** How booking works, for visitors and for members who cannot book yet. */
function HowBookingWorks() {
  return (
    <section
      aria-labelledby="how-booking-works"
      className="rounded-xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="how-booking-works" className="text-2xl font-bold">
        How booking works
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6">
        <li>
          Choose a{" "}
          <Link to="/plandetails" className="underline">
            plan
          </Link>{" "}
          for one person or a couple. Each plan includes a number of visits every month.
        </li>
        <li>Add the loved one we care for to your profile, with the address where care happens.</li>
        <li>
          Choose a service, then a day and a shift from the calendar: it shows what is open, full or closed,
          and why.
        </li>
        <li>
          Our care manager confirms the companion with you. You can cancel or ask to move a visit from My
          bookings.
        </li>
      </ol>
    </section>
  );
}

/** A notice that says what to do next, with its buttons. */
function NextStep({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section
      aria-labelledby="next-step"
      className="rounded-xl border-2 border-primary-700 bg-white p-5 sm:p-6"
    >
      <h2 id="next-step" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}

/**
 * /service/booking: visitors see how booking works and are asked to log in or see the plans; a member
 * without a plan is led to the plans, one without a loved one to add one; a member with a plan books here.
 */
export function ServiceBookingPage() {
  const { session } = useSession();
  return (
    <Page
      title="Book a Service"
      description={DESCRIPTION}
      lead="Choose a service, a day and a shift, and we will arrange the right person for your loved one."
      width="wide"
    >
      {session.kind === "member" ? (
        <MemberBooking userId={session.member.user_id} />
      ) : (
        <VisitorBooking admin={session.kind === "admin"} />
      )}
    </Page>
  );
}

function VisitorBooking({ admin }: { admin: boolean }) {
  const { open } = useDialogs();
  return (
    <div className="space-y-8">
      {admin ? (
        <p className="rounded-xl border border-line bg-white p-5">
          Visits are booked by members for their loved ones. Administrators see every booking in the admin
          console.
        </p>
      ) : (
        <NextStep
          title="Log in to book a visit"
          actions={
            <>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => open("login", { returnTo: "/service/booking" })}
              >
                <LogIn aria-hidden="true" className="size-5" />
                Log in
              </button>
              <Link to="/plandetails" className="btn btn-outline">
                See plans
              </Link>
            </>
          }
        >
          <p>Members book visits for their loved ones from their plan. New here? Choose a plan first.</p>
        </NextStep>
      )}
      <HowBookingWorks />
    </div>
  );
}

type HowOften = "once" | "weekly";
const HOW_OFTEN: { value: HowOften; label: string }[] = [
  { value: "once", label: "One visit" },
  { value: "weekly", label: "Every week" },
];

function MemberBooking({ userId }: { userId: number }) {
  const { open } = useDialogs();
  const [howOften, setHowOften] = useState<HowOften>("once");
  const mayBook = useMayCall(API.serviceBooking);
  const usage = usePlanUsage(userId);
  const lovedOnes = useLovedOnes(userId);
  // A viewer of the family's circle follows visits; booking is the payer's or a manager's (decision 0063).
  if (!mayBook) {
    return (
      <div className="space-y-8">
        <NextStep
          title="Booking is for the account holder or a manager"
          actions={
            <Link to="/planandservicedetails" className="btn btn-primary">
              <ClipboardList aria-hidden="true" className="size-5" />
              See the visits
            </Link>
          }
        >
          <p>{FAMILY_MESSAGES.bookingIsManagers}</p>
        </NextStep>
      </div>
    );
  }
  if (usage.isPending) return <LoadingNotice>{BOOKING_TEXT.planLoading}</LoadingNotice>;
  if (usage.isError) {
    return (
      <LoadError title={BOOKING_TEXT.planFailed} error={usage.error} onRetry={() => void usage.refetch()} />
    );
  }
  if (!usage.data.subscription) {
    return (
      <div className="space-y-8">
        <FamilyChoice />
        <NextStep
          title="Choose a plan to book visits"
          actions={
            <>
              <button type="button" className="btn btn-primary" onClick={() => open("plan")}>
                Choose a plan
              </button>
              <Link to="/plandetails" className="btn btn-outline">
                Compare plans
              </Link>
            </>
          }
        >
          <p>{BOOKING_MESSAGES.noPlan}</p>
        </NextStep>
        <HowBookingWorks />
      </div>
    );
  }
  if (lovedOnes.isPending) return <LoadingNotice>{LOAD_MESSAGES.lovedOnesLoading}</LoadingNotice>;
  if (lovedOnes.isError) {
    return (
      <LoadError
        title={LOAD_MESSAGES.lovedOnesFailed}
        error={lovedOnes.error}
        onRetry={() => void lovedOnes.refetch()}
      />
    );
  }
  if (lovedOnes.data.length === 0) {
    return (
      <NextStep
        title="Add the loved one we care for"
        actions={
          <Link to="/user/form?add" className="btn btn-primary">
            <UserPlus aria-hidden="true" className="size-5" />
            Add a loved one
          </Link>
        }
      >
        <p>
          Before you book, tell us who the visits are for and where care happens. It takes a few minutes, and
          every visit after that is a few taps.
        </p>
      </NextStep>
    );
  }
  return (
    <div className="space-y-6">
      <p>
        <Link
          to="/planandservicedetails"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
        >
          <ClipboardList aria-hidden="true" className="size-5" />
          My bookings and this month's visits
        </Link>
      </p>
      <ChoiceGroup
        label="How often"
        hint="Every week sets up a care schedule: the same days and time until a date you choose."
        options={HOW_OFTEN}
        value={howOften}
        onChange={setHowOften}
      />
      {howOften === "once" ? (
        <BookingForm userId={userId} usage={usage.data} lovedOnes={lovedOnes.data} />
      ) : (
        <CareScheduleForm userId={userId} usage={usage.data} lovedOnes={lovedOnes.data} />
      )}
    </div>
  );
}

import { Link } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useProfile } from "../api/use-profile.ts";
import { ProfileDetails } from "../components/profile-details.tsx";

/** /user/profile (members only): the registered details; plans, bookings and editing come with their issues. */
export function ProfilePage() {
  const { session } = useSession();
  const userId = session.kind === "user" ? session.user.user_id : 0;
  const profile = useProfile(userId);
  return (
    <Page
      title="My Profile"
      description="Your registered details with SeniorCare Relief."
      lead="Your details, your loved ones' details and your plan, all in one place."
    >
      {profile.isPending ? (
        <LoadingNotice>Loading your profile...</LoadingNotice>
      ) : profile.isError ? (
        <LoadError
          title="We could not load your profile."
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <h2 className="text-2xl font-bold">Your details</h2>
          <div className="mt-4">
            <ProfileDetails profile={profile.data} />
          </div>
          <h2 className="mt-10 text-2xl font-bold">Your plan</h2>
          <p className="mt-2">
            You have no active plan yet.{" "}
            <Link to="/plandetails" className="underline">
              Compare plans
            </Link>{" "}
            to choose the care that suits your family.
          </p>
        </>
      )}
    </Page>
  );
}

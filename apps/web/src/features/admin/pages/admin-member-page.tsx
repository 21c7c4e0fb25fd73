import { ADMIN_MEMBER_MESSAGES, ADMIN_MEMBER_TEXT, type AdminMemberDetail } from "@eldercare/contracts";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useAdminMember } from "../api/use-admin-member.ts";
import { useRotateCheckInCode } from "../api/use-rotate-check-in-code.ts";
import {
  BookingsSection,
  EnquiriesSection,
  FamilySection,
  LovedOnesSection,
  MessagesSection,
  PaymentsSection,
  PlansSection,
  ProfileSection,
} from "../components/member-sections.tsx";
import { RotateCheckInCodeDialog } from "../components/rotate-check-in-code-dialog.tsx";
import { memberIdOf } from "../lib/member-rows.ts";

/**
 * /admin/members/:memberId: everything about one member, with a way back to the list; the one change made
 * here is a loved one's new check-in code (decision 0093), asked first.
 */
export function AdminMemberPage() {
  const memberId = memberIdOf(useParams().memberId);
  const member = useAdminMember(memberId);
  const [rotating, setRotating] = useState<AdminMemberDetail["loved_ones"][number] | null>(null);
  const rotate = useRotateCheckInCode();
  const notFound =
    memberId === 0 || (member.isError && member.error instanceof ApiError && member.error.status === 404);
  const title = member.data?.profile.user_name ?? "Member";

  return (
    <Page title={title} width="wide">
      <div className="space-y-8">
        <p>
          <Link
            to="/admin/members"
            className="inline-flex items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to members
          </Link>
        </p>
        {notFound ? (
          <div
            role="alert"
            className="rounded-xl border border-line bg-white p-6"
            data-testid="admin-member-not-found"
          >
            <p className="font-semibold">{ADMIN_MEMBER_MESSAGES.memberNotFound}</p>
            <p className="mt-2">{ADMIN_MEMBER_TEXT.notFoundHint}</p>
          </div>
        ) : member.isPending ? (
          <LoadingNotice>{ADMIN_MEMBER_TEXT.memberLoading}</LoadingNotice>
        ) : member.isError ? (
          <LoadError
            title={ADMIN_MEMBER_TEXT.memberFailed}
            error={member.error}
            onRetry={() => void member.refetch()}
          />
        ) : (
          <div className="space-y-8" data-testid="admin-member">
            {member.data.profile.erased ? (
              <p className="rounded-xl border-2 border-muted bg-white p-4 font-semibold">
                {ADMIN_MEMBER_TEXT.erased}
              </p>
            ) : null}
            <ProfileSection profile={member.data.profile} />
            <LovedOnesSection lovedOnes={member.data.loved_ones} onNewCheckInCode={setRotating} />
            <PlansSection plans={member.data.subscriptions} />
            {member.data.payments ? <PaymentsSection payments={member.data.payments} /> : null}
            <BookingsSection detail={member.data} />
            <EnquiriesSection enquiries={member.data.enquiries} />
            <MessagesSection detail={member.data} />
            <FamilySection detail={member.data} />
          </div>
        )}
      </div>
      <RotateCheckInCodeDialog
        lovedOne={rotating}
        onClose={() => setRotating(null)}
        onRotate={async (lovedOneId) => {
          try {
            await rotate.mutateAsync(lovedOneId);
            return true;
          } catch {
            return false;
          }
        }}
      />
    </Page>
  );
}

import { ADMIN_PROFILE_TEXT, type AdminProfile, displayPhone } from "@eldercare/contracts";
import { Link } from "react-router";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { formatIndiaDay } from "../../../lib/format.ts";
import { useAdminProfile } from "../api/use-admin-profile.ts";
import { AuditRow } from "../components/audit-row.tsx";

/** /admin/profile: the administrator's own details and their latest actions. */
export function AdminProfilePage() {
  const profile = useAdminProfile();
  return (
    <Page title="My profile" width="wide">
      {profile.isPending ? (
        <LoadingNotice>{ADMIN_PROFILE_TEXT.loading}</LoadingNotice>
      ) : profile.isError ? (
        <LoadError
          title={ADMIN_PROFILE_TEXT.failed}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileDetails p={profile.data} />
      )}
    </Page>
  );
}

function ProfileDetails({ p }: { p: AdminProfile }) {
  return (
    <div className="space-y-8">
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-line bg-white p-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">Name</dt>
        <dd>{p.user_name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>
          <EmailText email={p.email} />
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{displayPhone(p.phone)}</dd>
        <dt className="font-semibold">Administrator since</dt>
        <dd>{formatIndiaDay(p.created_at)}</dd>
      </dl>
      <section aria-labelledby="recent-actions" className="space-y-3">
        <h2 id="recent-actions" className="text-2xl font-bold">
          Your recent actions
        </h2>
        {p.recent_actions.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5">{ADMIN_PROFILE_TEXT.noActions}</p>
        ) : (
          <>
            <p className="text-muted">
              The latest {p.recent_actions.length} of {p.actions_total}. Every action is in the{" "}
              <Link to="/admin/audit">audit log</Link>.
            </p>
            <ol className="grid gap-3" data-testid="admin-recent-actions">
              {p.recent_actions.map((entry) => (
                <li key={entry.audit_id} className="min-w-0">
                  <AuditRow entry={entry} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}

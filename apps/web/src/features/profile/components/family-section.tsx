import {
  CIRCLE_ROLES,
  type CircleRole,
  displayPhone,
  FAMILY_CIRCLE_MAX,
  FAMILY_MESSAGES,
  FAMILY_ROLE_HINTS,
  FAMILY_ROLE_LABELS,
  type FamilyMember,
  type FamilyOverview,
  LOAD_MESSAGES,
} from "@eldercare/contracts";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { IndiaTime } from "../../../components/india-time.tsx";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { useFamily } from "../../../lib/family-query.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useSetFamilyRole } from "../api/use-family.ts";
import { InviteFamilyDialog } from "./invite-family-dialog.tsx";
import { RemoveFamilyDialog } from "./remove-family-dialog.tsx";

/**
 * "Your family circle" on the payer's profile (issue 29): who may follow the care (invited or joined),
 * what each may do, and the ways to invite, change a role or remove someone.
 */
export function FamilySection() {
  const family = useFamily();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const full = (family.data?.circle.length ?? 0) >= FAMILY_CIRCLE_MAX;
  return (
    <section aria-labelledby="family-circle">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="family-circle" className="text-2xl font-bold">
          Your family circle
        </h2>
        {family.isSuccess && !full ? (
          <button type="button" className="btn btn-outline" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-5" />
            Invite a family member
          </button>
        ) : null}
      </div>
      <p className="mt-2">
        Brothers, sisters or a spouse can follow the visits and reports too: a manager may also book, cancel
        and ask to reschedule. Only you manage the plan, payments and your details.
      </p>
      <div className="mt-4">
        <QueryStates query={family} loading={LOAD_MESSAGES.familyLoading} failed={LOAD_MESSAGES.familyFailed}>
          {(data) =>
            data.circle.length === 0 ? (
              <p className="rounded-xl border border-line bg-white p-5">No family members invited yet.</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {data.circle.map((m) => (
                  <li key={m.membership_id}>
                    <MemberCard member={m} onRemove={() => setRemoving(m)} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStates>
        {full ? <p className="mt-3 text-base text-muted">{FAMILY_MESSAGES.limit}</p> : null}
        {family.data && family.data.activity.length > 0 ? (
          <RecentActivity activity={family.data.activity} />
        ) : null}
      </div>
      <InviteFamilyDialog open={inviting} onClose={() => setInviting(false)} />
      <RemoveFamilyDialog member={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function MemberCard({ member: m, onRemove }: { member: FamilyMember; onRemove: () => void }) {
  const setRole = useSetFamilyRole();
  const invited = m.status === "invited";
  const expired = invited && new Date(m.expires_at).getTime() <= Date.now();
  async function changeRole(role: CircleRole) {
    const done = await setRole.mutateAsync({ membership_id: m.membership_id, role });
    toast.success(done.Message, { id: "family-role" });
  }
  return (
    <article
      aria-labelledby={`family-${m.membership_id}`}
      className="h-full rounded-xl border border-line bg-white p-5"
    >
      <h3 id={`family-${m.membership_id}`} className="text-xl font-bold">
        {m.name}
      </h3>
      <p className="mt-1 text-muted">
        {displayPhone(m.phone)}
        {m.email ? `, ${m.email}` : ""}
      </p>
      <p className="mt-2 font-semibold">
        {expired
          ? "Invitation expired"
          : invited
            ? `Invited on ${formatIndiaDay(m.invited_at)}, not joined yet`
            : `Joined on ${formatIndiaDay(m.accepted_at ?? m.invited_at)}`}
      </p>
      <label className="mt-3 block" htmlFor={`family-${m.membership_id}-role`}>
        <span className="font-semibold">What {m.name} may do</span>
      </label>
      <select
        id={`family-${m.membership_id}-role`}
        aria-describedby={`family-${m.membership_id}-role-hint`}
        className="mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3"
        value={m.role}
        disabled={setRole.isPending}
        onChange={(event) => void changeRole(event.target.value as CircleRole).catch(() => undefined)}
      >
        {CIRCLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {FAMILY_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <p id={`family-${m.membership_id}-role-hint`} className="mt-1 text-base text-muted">
        {FAMILY_ROLE_HINTS[m.role]}
      </p>
      <button
        type="button"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-danger underline underline-offset-4"
        aria-label={invited ? `Withdraw the invitation to ${m.name}` : `Remove ${m.name}`}
        onClick={onRemove}
      >
        {invited ? "Withdraw invitation" : "Remove"}
      </button>
    </article>
  );
}

/** What circle members did on the account lately, with who did it (decision 0063). */
function RecentActivity({ activity }: { activity: FamilyOverview["activity"] }) {
  return (
    <div className="mt-6">
      <h3 className="text-xl font-bold">What your family did lately</h3>
      <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white">
        {activity.map((a) => (
          <li key={`${a.at}-${a.label}-${a.booking_id ?? 0}`} className="px-5 py-3">
            <span className="font-semibold">{a.actor_name}</span>: {a.label}
            {a.booking_id ? ` (booking #${a.booking_id})` : ""}
            <span className="block text-base text-muted">
              <IndiaTime at={a.at} withDay />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

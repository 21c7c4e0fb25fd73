import { LOAD_MESSAGES } from "@eldercare/contracts";
import * as Tabs from "@radix-ui/react-tabs";
import { useSearchParams } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useProfile } from "../api/use-profile.ts";
import { GeneralPanel } from "../components/general-panel.tsx";
import { PlanPanel } from "../components/plan-panel.tsx";

type Tab = "general" | "plan";
const TAB_CLASS =
  "min-h-11 rounded-t-lg border-b-4 border-transparent px-5 font-semibold text-muted hover:text-ink data-[state=active]:border-primary-700 data-[state=active]:text-primary-800";

/** /user/profile (members only): opens on the general or the plan tab (spec §2), as ?tab= says. */
export function ProfilePage() {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const profile = useProfile(userId);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "plan" ? "plan" : "general";
  return (
    <Page
      title="My Profile"
      description="Your registered details and your plan with SeniorCare Relief."
      lead="Your details, your loved ones' details and your plan, all in one place."
    >
      {profile.isPending ? (
        <LoadingNotice>{LOAD_MESSAGES.profileLoading}</LoadingNotice>
      ) : profile.isError ? (
        <LoadError
          title={LOAD_MESSAGES.profileFailed}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(next) => setParams(next === "plan" ? { tab: "plan" } : {}, { replace: true })}
        >
          <Tabs.List aria-label="Profile" className="flex gap-2 border-b border-line">
            <Tabs.Trigger value="general" className={TAB_CLASS}>
              General
            </Tabs.Trigger>
            <Tabs.Trigger value="plan" className={TAB_CLASS}>
              Plan
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="general" className="pt-6">
            <GeneralPanel profile={profile.data} />
          </Tabs.Content>
          <Tabs.Content value="plan" className="pt-6">
            <PlanPanel profile={profile.data} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Page>
  );
}

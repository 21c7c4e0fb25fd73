import { Navigate } from "react-router";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { useSession } from "../../../lib/session.tsx";
import { usePageMeta } from "../../../lib/use-page-meta.ts";
import { CompanionLogin } from "../components/companion-login.tsx";

/** /companion/login: the companion's phone-first login page (issue 26); a companion already in goes to their visits. */
export function CompanionLoginPage() {
  const { session } = useSession();
  const { t } = useCompanionText();
  usePageMeta(t("login.title"));
  if (session.kind === "companion") return <Navigate to="/companion" replace />;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6">
      <h1 className="text-2xl font-bold">{t("login.title")}</h1>
      <div className="mt-4 rounded-xl border border-line bg-white p-5">
        <CompanionLogin />
      </div>
    </div>
  );
}

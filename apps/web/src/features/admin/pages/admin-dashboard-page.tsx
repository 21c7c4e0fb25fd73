import { Page } from "../../../components/ui/page.tsx";
import { useSession } from "../../../lib/session.tsx";

/** /admin/dashboard (admins only, see RequireAuth). The dashboard figures arrive with the admin work. */
export function AdminDashboardPage() {
  const { session } = useSession();
  const admin = session.kind === "admin" ? session.admin : null;
  return (
    <Page title="Admin Dashboard" width="wide">
      {admin ? (
        <div className="rounded-xl border border-line bg-white p-6">
          <p className="text-xl font-semibold">Welcome, {admin.user_name || admin.email}</p>
          <p className="mt-1 text-muted">
            Signed in as <span className="break-all">{admin.email}</span>
          </p>
          <p className="mt-4">Members, enquiries and service bookings will be summarised here.</p>
        </div>
      ) : null}
    </Page>
  );
}

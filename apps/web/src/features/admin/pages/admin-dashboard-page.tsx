import { Link } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { ADMIN_LINKS } from "../../../lib/admin-links.ts";
import { useSession } from "../../../lib/session.tsx";

/** /admin/dashboard (admins only, see RequireAuth): a welcome and the console's pages. */
export function AdminDashboardPage() {
  const { session } = useSession();
  const admin = session.kind === "admin" ? session.admin : null;
  return (
    <Page title="Admin Dashboard" width="wide">
      {admin ? (
        <div className="space-y-6">
          <div className="rounded-xl border border-line bg-white p-6">
            <p className="text-xl font-semibold">Welcome, {admin.user_name || admin.email}</p>
            <p className="mt-1 text-muted">
              Signed in as <span className="break-all">{admin.email}</span>
            </p>
          </div>
          <nav aria-label="Admin pages">
            <ul className="grid gap-4 sm:grid-cols-3">
              {ADMIN_LINKS.filter((l) => l.key !== "dashboard").map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    className="flex min-h-16 items-center rounded-xl border-2 border-primary-700 bg-white p-4 text-lg font-bold text-primary-800 no-underline hover:bg-primary-50"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </Page>
  );
}
